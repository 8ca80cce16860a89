// Which files under CONTENT_DIR are content, and what each one is. Everything else
// (README, .git, editor swap files, our own temp files) is ignored.
import { isSlug } from '../../src/lib/slug';

export type CollectionKind = 'post' | 'project' | 'template';
export type BodyFormat = 'md' | 'html';

export type ContentFileRef =
  | { kind: CollectionKind; slug: string; format: BodyFormat }
  | { kind: 'about'; format: BodyFormat }
  | { kind: 'settings' };

const FOLDERS: Record<string, CollectionKind> = { posts: 'post', projects: 'project', templates: 'template' };

export const SETTINGS_FILE = 'site.yaml';
export const CONTENT_FOLDERS = Object.keys(FOLDERS);

/** Classifies a path relative to CONTENT_DIR (either separator); null when it is not content. */
export function classifyContentPath(relativePath: string): ContentFileRef | null {
  const parts = relativePath.split(/[\\/]/);
  if (parts.length === 1) {
    if (parts[0] === SETTINGS_FILE) return { kind: 'settings' };
    const about = /^about\.(md|html)$/.exec(parts[0]!);
    return about ? { kind: 'about', format: about[1] as BodyFormat } : null;
  }
  if (parts.length !== 2) return null;
  const kind = FOLDERS[parts[0]!];
  const file = /^(.+)\.(md|html)$/.exec(parts[1]!);
  if (!kind || !file || !isSlug(file[1]!)) return null;
  return { kind, slug: file[1]!, format: file[2] as BodyFormat };
}

/** The relative path of a collection item's file: the only way a slug becomes a path. */
export function collectionFilePath(kind: CollectionKind, slug: string, format: BodyFormat): string {
  if (!isSlug(slug)) throw new Error(`not a slug: ${JSON.stringify(slug)}`);
  const folder = CONTENT_FOLDERS.find((name) => FOLDERS[name] === kind)!;
  return `${folder}/${slug}.${format}`;
}
