// Blog post: media, title, date, read time, summary, body, tags, recent posts,
// or 'Blog Post Not Found'.
import { useQuery } from '@tanstack/react-query';
import { PictureOrPlaceholder } from '../components/media/picture-or-placeholder';
import { PicturePlaceholder } from '../components/media/picture-placeholder';
import { VideoEmbed } from '../components/media/video-embed';
import { PostContents } from '../components/blog/post-contents';
import { RecentPosts } from '../components/blog/recent-posts';
import { PostMeta } from '../components/seo/post-meta';
import { ItemFootActions, ItemNotFound } from '../components/ui/detail-page-parts';
import { RichText } from '../components/ui/page-header';
import { ArticleSkeleton } from '../components/ui/skeleton';
import { TagList } from '../components/ui/tag-list';
import { RECENT_POSTS_PATH } from '../lib/api/post-list-paths';
import type { Post, PostSummary } from '../lib/content-types';
import { formatLongDate } from '../lib/dates';
import { isResizableImage, POST_IMAGE_SIZES, POST_IMAGE_WIDTHS, responsiveSrcSet } from '../lib/image-renditions';
import { isMissingPicture, placeholderLabel } from '../lib/picture-fallback';
import { DEFAULT_READ_TIME_MINUTES } from '../lib/read-time-shown';
import { useRouteItem } from '../lib/route-item';

const BACK_TO_BLOG = { to: '/blog', label: 'Back to Blog' };

function BlogPostPage() {
  const { item: post, isPending } = useRouteItem<Post>('/api/blog');
  const { data: posts } = useQuery<PostSummary[]>({ queryKey: [RECENT_POSTS_PATH] });

  if (isPending) return <ArticleSkeleton label="Loading post" />;
  if (!post) return <ItemNotFound title="Blog Post Not Found" description="This post does not exist or has moved." back={BACK_TO_BLOG} />;
  return <PostView post={post} posts={posts} />;
}

/** The post as the site shows it, with its recent posts: the post page and a preview link's page. */
export function PostView({ post, posts, noIndex = false }: { post: Post; posts: PostSummary[] | undefined; noIndex?: boolean }) {
  return (
    <>
      <PostMeta post={post} />
      {noIndex && <meta name="robots" content="noindex, nofollow" />}
      <article className="mx-auto max-w-3xl px-4 py-12">
        <PostMedia post={post} />
        <h1 className="mt-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          Published on <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time> ·{' '}
          {post.readTime || DEFAULT_READ_TIME_MINUTES} min read
        </p>
        <p className="mt-6 text-lg text-slate-700">{post.summary}</p>
        <PostContents headings={post.headings} />
        <RichText html={post.content} className="mt-8" />
        <div className="mt-8">
          <TagList tags={post.tags} linked />
        </div>
        <ItemFootActions back={BACK_TO_BLOG} contactLabel="Get in Touch" />
      </article>
      <RecentPosts posts={posts} currentSlug={post.slug} />
    </>
  );
}

/** A video when there is one (played on request), else the image, else the 'No image available' block. */
function PostMedia({ post }: { post: Post }) {
  if (post.videoUrl) return <VideoEmbed url={post.videoUrl} title={post.title} poster={post.image} />;
  // The spec's words, on the site's designed placeholder rather than a grey box.
  const placeholder = { label: placeholderLabel(post), caption: 'No image available', className: 'aspect-[8/5] w-full rounded-xl' };
  if (!post.image || isMissingPicture(post.image)) return <PicturePlaceholder {...placeholder} />;
  // A content image is offered as renditions (?w=&q=); the original stays the fallback src.
  const renditions = isResizableImage(post.image) ? { srcSet: responsiveSrcSet(post.image, POST_IMAGE_WIDTHS), sizes: POST_IMAGE_SIZES } : {};
  return (
    <PictureOrPlaceholder
      image={{ src: post.image, ...renditions, alt: post.title, width: 1200, height: 750, fetchPriority: 'high', className: 'aspect-[8/5] w-full rounded-xl object-cover' }}
      placeholder={placeholder}
    />
  );
}

export { BlogPostPage as Component };
