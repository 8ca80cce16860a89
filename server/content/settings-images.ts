// The images site.yaml points at (the owner's photo, testimonials, map previews, the tutorial's
// fallback thumbnail): each must exist, in the content repo or in public/. A missing one is an
// error for site.yaml, but the rest of the settings still apply: one typo in a testimonial must
// not put the whole site back on default settings. A path relative to site.yaml
// (`./images/me.jpg`) is rewritten to the URL it is served at.
import type { SiteSettings } from '../../src/lib/schemas/content-schemas';
import { resolveMediaReference, type MediaLookup } from './content-media';

/** Checks (and rewrites, in place) the image references of freshly parsed settings. */
export function settingsImageProblems(settings: SiteSettings, file: string, media: MediaLookup) {
  const refs: [string, string | undefined][] = [
    ['owner.profileImage', settings.owner.profileImage],
    ['tutorial.fallbackThumbnail', settings.tutorial?.fallbackThumbnail],
    ...settings.testimonials.map((testimonial, i): [string, string] => [`testimonials.${i}.image`, testimonial.image]),
    ...settings.mapProjects.flatMap((map, i): [string, string][] => [
      [`mapProjects.${i}.image`, map.image],
      [`mapProjects.${i}.thumbnail`, map.thumbnail],
      [`mapProjects.${i}.fallbackImage`, map.fallbackImage],
    ]),
  ];
  const problems: { file: string; field: string; level: 'error'; message: string }[] = [];
  const assets: string[] = [];
  for (const [field, ref] of refs) {
    if (!ref) continue;
    const reference = resolveMediaReference(ref, file, media);
    if (!reference) continue;
    if (reference.asset) assets.push(reference.asset);
    if (reference.ok) {
      if (reference.url !== ref) setAt(settings, field.split('.'), reference.url);
    } else problems.push({ file, field, level: 'error', message: reference.message });
  }
  return { problems, assets };
}

function setAt(target: unknown, path: string[], value: string): void {
  let node = target as Record<string, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
}
