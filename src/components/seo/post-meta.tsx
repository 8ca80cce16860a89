// A post's head tags: title from metaTitle or title, description from metaDescription
// or summary, keywords from metaKeywords or the tags, and the social-sharing tags, with the
// article's times. The share image is the post's picture, else its generated card, written by the
// server (decisions 064 and 095); JSON-LD keeps naming
// the post's picture itself, the article's image.
import { useContext } from 'react';
import { postState, type Post } from '../../lib/content-types';
import { JsonLd } from './json-ld';
import { DEFAULT_SOCIAL_IMAGE } from './page-meta';
import { titleWithSiteName } from '../../lib/page-title';
import { useSiteSettings, useSiteUrl } from '../../lib/site-context';
import { SocialImageTagsContext } from '../../lib/social-image';
import { absoluteImageRef } from '../../lib/absolute-image-ref';

export function postHeadValues(post: Post) {
  return {
    title: post.metaTitle || post.title,
    description: post.metaDescription || post.summary,
    keywords: post.metaKeywords || post.tags.join(','),
  };
}

export function PostMeta({ post }: { post: Post }) {
  const siteUrl = useSiteUrl();
  const { owner } = useSiteSettings();
  const { title, description, keywords } = postHeadValues(post);
  const url = `${siteUrl}/blog/${post.slug}`;
  const image = absoluteImageRef(post.image ?? DEFAULT_SOCIAL_IMAGE, siteUrl);
  const ShareImage = useContext(SocialImageTagsContext);
  return (
    <>
      <title>{titleWithSiteName(title, owner.name)}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {ShareImage && <ShareImage item={{ kind: 'blog', slug: post.slug, title: post.title, image: post.image, unpublished: postState(post) !== 'published' }} />}
      <meta property="og:url" content={url} />
      <meta property="article:published_time" content={post.publishedAt} />
      <meta property="article:modified_time" content={post.updatedAt ?? post.publishedAt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {/* Last of the share tags, and at most ten: a post with many tags keeps the others in the first KB. */}
      {post.tags.slice(0, 10).map((tag, at) => (
        <meta key={at} property="article:tag" content={tag} />
      ))}
      <JsonLd
        data={{
          '@type': 'BlogPosting',
          headline: title,
          description,
          image,
          url,
          mainEntityOfPage: url,
          datePublished: post.publishedAt,
          dateModified: post.updatedAt ?? post.publishedAt,
          keywords,
          author: { '@type': 'Person', name: post.authorName ?? owner.name },
          publisher: { '@type': 'Person', name: owner.name },
        }}
      />
    </>
  );
}
