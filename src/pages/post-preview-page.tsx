// A private preview link (/preview/:token): a draft or scheduled post exactly as its page will
// show it, under a note that it is not public yet, kept out of search engines. A link that does
// not work (unknown, expired, revoked, or its post is gone) shows one plain message, whichever it is.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageMeta } from '../components/seo/page-meta';
import { ArticleSkeleton } from '../components/ui/skeleton';
import { RECENT_POSTS_PATH } from '../lib/api/post-list-paths';
import { previewApiPath, type PreviewedPost } from '../lib/api/preview-links';
import type { PostSummary } from '../lib/content-types';
import { formatLongDate } from '../lib/dates';
import { detailQuery } from '../lib/query-client';
import { PostView } from './blog-post-page';

function PostPreviewPage() {
  const { token = '' } = useParams();
  const { data: preview, isPending } = useQuery(detailQuery<PreviewedPost>(previewApiPath(token)));
  const { data: posts } = useQuery<PostSummary[]>({ queryKey: [RECENT_POSTS_PATH] });

  if (isPending) return <ArticleSkeleton label="Loading preview" />;
  if (!preview) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 text-center">
        <PageMeta title="Preview Not Available" description="This preview link does not work." noIndex />
        <h1 className="text-3xl font-bold text-slate-900">Preview Not Available</h1>
        <p className="mt-4 text-slate-600">This preview link does not work: it has expired or was revoked. Ask the site owner for a new link.</p>
      </div>
    );
  }
  const { post, state } = preview;
  return (
    <>
      <aside aria-label="Preview" className="mx-auto mt-6 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <strong>Preview:</strong>{' '}
        {state === 'draft' && 'this post is a draft and is not public yet.'}
        {state === 'scheduled' && `this post is scheduled; it goes public on ${formatLongDate(post.publishedAt)}.`}
        {state === 'published' && 'this post is public now.'} This link works until {formatLongDate(preview.expiresAt)}.
      </aside>
      <PostView post={post} posts={posts} noIndex />
    </>
  );
}

export { PostPreviewPage as Component };
