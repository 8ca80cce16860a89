// Where a post's, project's or template's own social image is served (docs/decisions/064): one
// address per item, /og/<kind>/<slug>.png, with ?v= naming what the image draws (title, site name,
// picture), so that an edit gives the share tags a new address and sites that keep images by
// address (social networks do, for days) ask again. The page's share tags (social-image-tags.tsx)
// and the image route compute the same version with this one function. It stays on the server:
// share tags are for the server's HTML, and the browser's JavaScript does without it.

import type { SocialImageKind } from '../../src/lib/social-image';
import { MAX_SITE_NAME_GRAPHEMES, MAX_TITLE_GRAPHEMES, scannedPart } from './card-text';

export const SOCIAL_IMAGE_KINDS: readonly string[] = ['blog', 'works', 'templates'] satisfies SocialImageKind[];

export const SOCIAL_IMAGE_PREFIX = '/og/';
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

/** Changed whenever the drawing changes, so every address changes with it. */
const DESIGN = 2;

/** What the image shows: the item's title, the site's name and the item's picture (a site path or URL), if any. */
export interface SocialImageFacts {
  title: string;
  siteName: string;
  image: string | null | undefined;
}

/**
 * A short, stable fingerprint of the facts (FNV-1a, 32 bits: enough to tell one edit from the
 * next), of the part of each text that can change the image: a page's share tags ask for it on
 * every render, and a 60 KB title need not be hashed whole.
 */
export function socialImageVersion(facts: SocialImageFacts): string {
  const text = JSON.stringify([DESIGN, scannedPart(facts.title, MAX_TITLE_GRAPHEMES), scannedPart(facts.siteName, MAX_SITE_NAME_GRAPHEMES), facts.image ?? null]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The image's site path, version included: /og/works/my-project.png?v=1a2b3c4d. */
export function isSocialImageKind(value: string): value is SocialImageKind {
  return SOCIAL_IMAGE_KINDS.includes(value);
}

export function socialImagePath(kind: SocialImageKind, slug: string, facts: SocialImageFacts): string {
  return `${SOCIAL_IMAGE_PREFIX}${kind}/${encodeURIComponent(slug)}.png?v=${socialImageVersion(facts)}`;
}
