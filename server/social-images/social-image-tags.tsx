// The share tags of every page as the server writes them (decisions 064 and
// 095): the site's name, the X card's title and
// description (a post writes its own), and the share image as an absolute address, for Open
// Graph and X alike, with its alt text. A page with no item shares the site's image. A post with
// a picture of its own shares that picture, its 1200-wide rendition (the spec: a post's sharing
// image is its image); a post without one, a project and a template share their generated card.
// A post that is not public yet (a preview) has no card: its own picture stands in, or the site's.
import { DEFAULT_SOCIAL_IMAGE } from '../../src/components/seo/page-meta';
import { isResizableImage, renditionUrl } from '../../src/lib/image-renditions';
import { useSiteSettings, useSiteUrl } from '../../src/lib/site-context';
import type { ShareTagsProps, SocialImageItem } from '../../src/lib/social-image';
import { absoluteImageRef } from '../../src/lib/absolute-image-ref';
import { isHttpUrl } from '../../src/lib/url-rules';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, socialImagePath } from './social-image-address';

/** The width of the rendition a post's own picture is shared at (what networks ask for). */
const SHARED_PICTURE_WIDTH = 1200;

/**
 * The address a post's own picture is shared at, or null for a post the card stands in for: no
 * picture, the placeholder or an SVG (networks draw neither), or a path the server cannot resize.
 */
export function sharedPicture(image: string | null | undefined): string | null {
  if (!image) return null;
  if (isResizableImage(image)) return renditionUrl(image, SHARED_PICTURE_WIDTH);
  return isHttpUrl(image) && !/\.svg(?:[?#]|$)/i.test(image) ? image : null;
}

function ImageTags({ url, alt, size }: { url: string; alt: string; size?: boolean }) {
  return (
    <>
      <meta property="og:image" content={url} />
      {size && <meta property="og:image:width" content={String(SOCIAL_IMAGE_WIDTH)} />}
      {size && <meta property="og:image:height" content={String(SOCIAL_IMAGE_HEIGHT)} />}
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={url} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  );
}

export function SocialImageTags({ item, title, description }: ShareTagsProps) {
  const { owner } = useSiteSettings();
  const siteUrl = useSiteUrl();
  return (
    <>
      <meta property="og:site_name" content={owner.name} />
      {title !== undefined && <meta name="twitter:title" content={title} />}
      {description !== undefined && <meta name="twitter:description" content={description} />}
      {item ? <ItemImageTags item={item} /> : <ImageTags url={absoluteImageRef(DEFAULT_SOCIAL_IMAGE, siteUrl)} alt={owner.name} />}
    </>
  );
}

function ItemImageTags({ item: { kind, slug, title, image, unpublished } }: { item: SocialImageItem }) {
  const siteUrl = useSiteUrl();
  const { owner } = useSiteSettings();
  if (unpublished) return <ImageTags url={absoluteImageRef(image ?? DEFAULT_SOCIAL_IMAGE, siteUrl)} alt={image ? title : owner.name} />;
  const picture = kind === 'blog' ? sharedPicture(image) : null;
  if (picture !== null) return <ImageTags url={absoluteImageRef(picture, siteUrl)} alt={title} />;
  return <ImageTags url={absoluteImageRef(socialImagePath(kind, slug, { title, siteName: owner.name, image }), siteUrl)} alt={`${title} — ${owner.name}`} size />;
}
