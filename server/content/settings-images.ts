// The images site.yaml points at (the owner's photo, testimonials, map previews, the tutorial's
// fallback thumbnail), in the content repo or in public/. A missing one is a note, shown as the
// site's placeholder picture until the file is added: one typo in a testimonial must not hide
// anything else (decision 045). A path relative to site.yaml (`./images/me.jpg`) is rewritten to
// the URL it is served at.
import type { SiteSettings } from '../../src/lib/schemas/content-schemas';
import { PLACEHOLDER_IMAGE, resolveMediaReference, type MediaLookup } from './content-media';

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
  const problems: { file: string; field: string; level: 'note'; message: string; missingImage: string }[] = [];
  const assets: string[] = [];
  for (const [field, ref] of refs) {
    if (!ref) continue;
    const reference = resolveMediaReference(ref, file, media);
    if (!reference) continue;
    assets.push(...reference.assets);
    const url = reference.ok ? reference.url : PLACEHOLDER_IMAGE;
    if (url !== ref) setAt(settings, field.split('.'), url);
    if (!reference.ok) problems.push({ file, field, level: 'note', message: `${reference.message}; the site's placeholder picture is shown until it is added`, missingImage: ref });
  }
  return { problems, assets };
}

function setAt(target: unknown, path: string[], value: string): void {
  let node = target as Record<string, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
}
