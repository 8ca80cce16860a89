// Each page's <title>, description and canonical URL; React 19 hoists them into <head>.
import { useLocation } from 'react-router-dom';
import { useSiteSettings, useSiteUrl } from '../../lib/site-context';

interface PageMetaProps {
  title: string;
  description: string;
  /** Leave the owner's name off the title (the home page names it already). */
  bare?: boolean;
  noIndex?: boolean;
}

export function PageMeta({ title, description, bare = false, noIndex = false }: PageMetaProps) {
  const { owner } = useSiteSettings();
  const siteUrl = useSiteUrl();
  const { pathname } = useLocation();
  const fullTitle = bare ? title : `${title} | ${owner.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${siteUrl}${pathname}`} />
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
