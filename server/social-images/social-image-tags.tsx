// The share-image tags of a post, project or template as the server writes them: its own
// generated image, as an absolute address, for Open Graph and X alike (docs/decisions/064). A post
// that is not public yet (a preview) has none: its own picture stands in, as before.
import { DEFAULT_SOCIAL_IMAGE } from '../../src/components/seo/page-meta';
import { useSiteSettings, useSiteUrl } from '../../src/lib/site-context';
import type { SocialImageItem } from '../../src/lib/social-image';
import { absoluteImageRef } from '../../src/lib/url-rules';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, socialImagePath } from './social-image-address';

export function SocialImageTags({ item: { kind, slug, title, image, unpublished } }: { item: SocialImageItem }) {
  const siteUrl = useSiteUrl();
  const { owner } = useSiteSettings();
  if (unpublished) {
    const own = absoluteImageRef(image ?? DEFAULT_SOCIAL_IMAGE, siteUrl);
    return (
      <>
        <meta property="og:image" content={own} />
        <meta name="twitter:image" content={own} />
      </>
    );
  }
  const url = absoluteImageRef(socialImagePath(kind, slug, { title, siteName: owner.name, image }), siteUrl);
  return (
    <>
      <meta property="og:image" content={url} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE_WIDTH)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE_HEIGHT)} />
      <meta name="twitter:image" content={url} />
    </>
  );
}
