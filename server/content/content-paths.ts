// What each file under CONTENT_DIR is: a post, project or template (at any depth in its folder,
// in any letter case, .md/.markdown/.mkd/.mdown/.mdx/.html and the like), the about text, the
// settings, an image or other media file, or something the site does not use — which is
// reported, never silently skipped.
// Only dot-files (.git, editor swap files, our temp files) and the conflicts/ folder are not
// looked at at all. A name in any script gives an address (name-address.ts); a translation
// (`index.zh.md` beside `index.md`, Hugo's way) is set aside with a reason until the site has
// languages, instead of taking its original's address.
import type { PostExtension } from '../../src/lib/post-format';
import { hasStrayHyphens, isSlug } from '../../src/lib/slug';
import { addressOfName } from './name-address';

export type CollectionKind = 'post' | 'project' | 'template';
/** The formats a body is read in: the extensions the console writes (post-format.ts), and MDX, Markdown with imports, exports and components. */
export type SourceFormat = PostExtension | 'mdx';

export type ContentFileRef =
  | {
      kind: CollectionKind;
      slug: string;
      format: SourceFormat;
      /** YYYY-MM-DD from a Jekyll-style file name. */
      nameDate?: string;
      /** The name as written when it reads as a slug but has hyphens a slug cannot keep (`my-post-`): served as `slug`, with a note. */
      strayName?: string;
      /** The address the name gave before dots and other scripts were read (name-address.ts), redirected to `slug`. */
      formerSlug?: string;
      /** How the name was read: spelled in Latin letters, or dots read as hyphens; said in a note. */
      nameReading?: 'transliterated' | 'dots';
    }
  | { kind: 'about'; format: SourceFormat }
  | { kind: 'settings' }
  | { kind: 'asset' }
  | { kind: 'ignored'; reason: string };

const FOLDERS: Record<string, CollectionKind> = { posts: 'post', projects: 'project', templates: 'template' };

export const SETTINGS_FILE = 'site.yaml';
export const CONTENT_FOLDERS = Object.keys(FOLDERS);
/** Where a conflicting local version is kept by sync: never content. */
export const CONFLICTS_FOLDER = 'conflicts';

// Markdown under every name Jekyll's markdown_ext and editors give it.
// Quarto's .qmd and R Markdown's .rmd are Markdown with YAML front matter; their code cells are
// fenced blocks, shown as code.
const BODY_EXTENSIONS: Record<string, SourceFormat> = { md: 'md', markdown: 'md', mkdown: 'md', mkdn: 'md', mkd: 'md', mdown: 'md', mdwn: 'md', qmd: 'md', rmd: 'md', mdx: 'mdx', html: 'html', htm: 'html' };
/**
 * Languages a Hugo-style translation names before its extension (`index.zh.md`, `post.pt-br.md`):
 * ISO 639-1 codes people write posts in, less those that read as something else in a file name
 * (`.js`, `.ts`, `.sh`, `.ml`, `.go` …). English is the site's one language: `post.en.md` is the post.
 */
const LANGUAGES = new Set(
  'ar bg bn ca cs cy da de el eo es et eu fa fi fr ga gl he hi hr hu hy id is it ja ka kk km ko lt lv mk mn mr ms my nb ne nl nn no pa pl pt ro ru si sk sl sq sr sv sw ta te th tl tr uk ur uz vi zh'.split(' '),
);
const LANGUAGE_SUFFIX = /^(.+)\.([a-z]{2})(?:[-_]([a-z]{2}|[a-z]{4}|\d{3}))?$/i;

/** The language a name's last dotted part gives (`index.zh`, `post.pt-br`), or null. */
export function translationOf(stem: string): { base: string; language: string } | null {
  const match = LANGUAGE_SUFFIX.exec(stem);
  if (!match) return null;
  const code = match[2]!.toLowerCase();
  if (code !== 'en' && !LANGUAGES.has(code)) return null;
  return { base: match[1]!, language: match[3] ? `${code}-${match[3].toLowerCase()}` : code };
}
/** Images the site resizes. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'avif', 'gif'];
/** Files served as they are, beside the images. */
const MEDIA_EXTENSIONS = ['svg', 'ico', 'mp4', 'webm', 'mp3', 'ogg', 'pdf'];
const ASSET_EXTENSIONS = new Set([...IMAGE_EXTENSIONS, ...MEDIA_EXTENSIONS]);
/** Files a content repo usually holds for its own sake: listed in the README, not reported. */
const REPO_FILES = /^(readme|license|licence|changelog|contributing)(\.[a-z]+)?$/i;

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** True for asset paths (images, media) under CONTENT_DIR. */
export function isAssetPath(relativePath: string): boolean {
  return ASSET_EXTENSIONS.has(extensionOf(relativePath));
}

/** Classifies a path relative to CONTENT_DIR (either separator); null for what is never looked at. */
export function classifyContentPath(relativePath: string): ContentFileRef | null {
  const parts = relativePath.split(/[\\/]/).filter(Boolean);
  if (parts.length === 0 || parts.some((part) => part.startsWith('.')) || parts[0] === CONFLICTS_FOLDER) return null;
  const name = parts[parts.length - 1]!;
  const extension = extensionOf(name);
  if (ASSET_EXTENSIONS.has(extension)) return { kind: 'asset' };

  if (parts.length === 1) {
    if (name === SETTINGS_FILE || name === 'site.yml') return { kind: 'settings' };
    const about = /^about\.([a-z]+)$/i.exec(name);
    if (about && BODY_EXTENSIONS[extension]) return { kind: 'about', format: BODY_EXTENSIONS[extension]! };
    if (REPO_FILES.test(name)) return null;
    return { kind: 'ignored', reason: 'is not a file the site reads here (site.yaml, about.md, and the posts/, projects/, templates/ and images/ folders are)' };
  }

  const kind = FOLDERS[parts[0]!];
  const format = BODY_EXTENSIONS[extension];
  if (!kind) {
    return { kind: 'ignored', reason: `is not in posts/, projects/ or templates/, and not an image or media file (${[...ASSET_EXTENSIONS].join(', ')})` };
  }
  if (!format) {
    if (REPO_FILES.test(name)) return null;
    return { kind: 'ignored', reason: `is neither content (.md, .markdown, .mdx, .qmd, .html) nor an image or media file` };
  }
  const translation = translationOf(name.replace(/\.[^.]+$/, ''));
  if (translation && translation.language !== 'en' && !translation.language.startsWith('en-')) {
    const original = `${translation.base}.${extension}`;
    return { kind: 'ignored', reason: `is a translation (${translation.language}) of ${original}: the site has one language, so it is not served and ${original} keeps its address; to publish it as a post of its own, rename it without ".${translation.language}"` };
  }
  return collectionRef(kind, parts.slice(1), format);
}

/**
 * The slug of a collection file: its name (or, for `index.md` in a folder of its own, the
 * folder's name, as Hugo and Gatsby bundles are laid out), less a Jekyll date prefix, by the
 * site's slug rule, so `My New Post.md`, `hand_under_score.md` and `2025/x.md` all have one.
 */
function collectionRef(kind: CollectionKind, inside: string[], format: SourceFormat): ContentFileRef {
  const { written, nameDate } = readName(inside);
  const { slug, former, reading } = addressOfName(written);
  if (!isSlug(slug)) {
    return { kind: 'ignored', reason: `gives no usable address: rename it with letters or digits (e.g. my-post.${format === 'mdx' ? 'mdx' : format})` };
  }
  return { kind, slug, format, ...(nameDate && { nameDate }), ...(hasStrayHyphens(written) && { strayName: written }), ...(former && { formerSlug: former }), ...(reading && { nameReading: reading }) };
}

/** The part of a collection file's name its slug is read from, and the date a Jekyll-style name gives. */
function readName(inside: string[]): { written: string; nameDate?: string } {
  const file = inside[inside.length - 1]!.replace(/\.[^.]+$/, '');
  // `post.en.md` is the post: English is the site's language.
  const stem = translationOf(file)?.base ?? file;
  const named = /^_?index$/i.test(stem) && inside.length > 1 ? inside[inside.length - 2]! : stem;
  const dated = /^(\d{4})-(\d{1,2})-(\d{1,2})[-_ ](.+)$/.exec(named);
  if (!dated) return { written: named };
  return { written: dated[4]!, nameDate: `${dated[1]}-${dated[2]!.padStart(2, '0')}-${dated[3]!.padStart(2, '0')}` };
}

/**
 * How plainly a collection file's name says `slug`, lower first: 0 the name is the slug
 * (`x.md`, `x/index.md`), 1 the slug rule reads it so (`X.md`, `x-.md`), 2 a dated name
 * (`2020-01-01-x.md`), 3 not by its name at all (`slug: x` in its front matter). The start's
 * tie-break between two files that give one address, after which was committed first.
 */
export function nameClaim(relativePath: string, slug: string): number {
  const parts = relativePath.split(/[\\/]/).filter(Boolean);
  const { written, nameDate } = readName(parts.slice(1));
  if (addressOfName(written).slug !== slug) return 3;
  if (nameDate) return 2;
  return written === slug ? 0 : 1;
}

/** The relative path of a collection item's file as the console writes it: the only way a slug becomes a path. */
export function collectionFilePath(kind: CollectionKind, slug: string, extension: PostExtension): string {
  if (!isSlug(slug)) throw new Error(`not a slug: ${JSON.stringify(slug)}`);
  const folder = CONTENT_FOLDERS.find((name) => FOLDERS[name] === kind)!;
  return `${folder}/${slug}.${extension}`;
}
