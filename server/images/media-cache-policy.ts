// How long browsers and shared caches (a CDN, a proxy) may keep content media (decision 085).
// Media that belongs to posts alone (media-visibility.ts) is hidden the moment its post goes back
// to draft, so it is kept briefly and then revalidated by its ETag: a shared cache asks again
// within minutes and gets the 404. Site-wide images (the about page's, projects', settings') and
// public/ files keep their long lifetimes.
import { contentPathOfUrl } from '../content/content-media';
import type { MediaVisibility } from './media-visibility';

/** A post's media, original or rendition: five minutes, then a conditional request (a 304 when unchanged). */
export const POST_MEDIA_CACHE_CONTROL = 'public, max-age=300, must-revalidate';
/** An original of site-wide media: an owner may replace it under the same name, so a day. */
export const SITE_MEDIA_CACHE_CONTROL = 'public, max-age=86400';
/** A rendition of a site-wide image: a month, as decision 005 set it. */
export const SITE_RENDITION_CACHE_CONTROL = 'public, max-age=2592000';

/** Whether an image address (`/images/…`, `/media/…`) serves media that belongs to posts alone. */
export type PostMediaTest = (urlPath: string) => boolean;

export function postMediaTest(visibility: MediaVisibility): PostMediaTest {
  return (urlPath) => {
    const asset = contentPathOfUrl(urlPath);
    return asset !== null && visibility.belongsToPosts(asset);
  };
}
