// The Content-Security-Policy, built from what the site actually uses: scripts only from this
// origin (and the booking provider the settings name), frames only from the map, video and
// booking hosts the content names (and this site, when a map is one of its own demo pages), and
// no other site may frame the site. The page's state travels as inert JSON; its one inline
// script, the theme's (decision 063), is allowed by its hash, so 'unsafe-inline' scripts are
// never needed.
import { createHash } from 'node:crypto';
import { EMBED_HOSTS } from '../../src/lib/embed-hosts';
import { isSitePath } from '../../src/lib/site-path';
import { THEME_SCRIPT } from '../../src/lib/theme-script';
import type { ContentIndex } from '../content/content-index';

export type CspDirectives = Record<string, string[]>;

function origin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

const unique = (values: string[]) => [...new Set(values)];

/** Hashed from the very text the page inlines, so a change to the script cannot outrun it. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

export function cspDirectives(index: ContentIndex, secure: boolean): CspDirectives {
  const settings = index.getSettings();
  const booking = settings.booking;
  const bookingScript = origin(booking?.scriptUrl);
  // Kept by the index as posts change: a change costs no pass over every post (decision 056).
  const videoFrames = index.videoOrigins();
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", THEME_SCRIPT_HASH, ...bookingScript]),
    // Tailwind's stylesheet is a file; third-party widgets (booking) add styles of their own.
    'style-src': unique(["'self'", "'unsafe-inline'", ...bookingScript]),
    // Post bodies may show images from any https host (the sanitizer allows http(s) images).
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // The map overlay asks a map's host whether it answers before leaving the frame to it.
    'connect-src': unique(["'self'", ...origin(settings.newsletter?.formAction), ...settings.mapProjects.flatMap((map) => origin(map.iframeUrl))]),
    'frame-src': unique([
      // A map project may be one of this site's own demo pages (public/demos/).
      ...(settings.mapProjects.some((map) => isSitePath(map.iframeUrl)) ? ["'self'"] : []),
      ...settings.mapProjects.flatMap((map) => origin(map.iframeUrl)),
      ...EMBED_HOSTS.map((host) => `https://${host}`),
      ...videoFrames,
      ...origin(booking?.url),
      ...(booking ? ['https://calendly.com'] : []),
    ]),
    'form-action': unique(["'self'", ...origin(settings.newsletter?.formAction)]),
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  if (secure) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length > 0 ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}
