// Each page's <title>, description, canonical URL and basic social tags; React 19 hoists them
// into <head>. Blog posts use PostMeta instead, whose meta fields fall back on the post's own.
// A project's and a template's page name their own share image, written by the server (decision
// 064); every other page shares the site's default image. The server also writes og:site_name
// and the X card's title and description there (social-image-tags.tsx).
import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { titleWithSiteName } from '../../lib/page-title';
import { useSiteSettings, useSiteUrl } from '../../lib/site-context';
import { SocialImageTagsContext, type SocialImageItem } from '../../lib/social-image';

interface PageMetaProps {
  title: string;
  description: string;
  /** Leave the owner's name off the title (the home page names it already). */
  bare?: boolean;
  noIndex?: boolean;
  /** The page's canonical path when its query string names what it shows (a later page of the blog). */
  canonicalPath?: string;
  /** The project or template whose own share image the page names. */
  socialItem?: SocialImageItem;
}

export const DEFAULT_SOCIAL_IMAGE = '/images/og-default.png';

export function PageMeta({ title, description, bare = false, noIndex = false, canonicalPath, socialItem }: PageMetaProps) {
  const ShareImage = useContext(SocialImageTagsContext);
  const { owner } = useSiteSettings();
  const siteUrl = useSiteUrl();
  const { pathname } = useLocation();
  const fullTitle = bare ? title : titleWithSiteName(title, owner.name);
  const url = `${siteUrl}${canonicalPath ?? pathname}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {ShareImage && <ShareImage item={socialItem} title={fullTitle} description={description} />}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
