// Every file under CONTENT_DIR, at any depth, as paths relative to it with forward slashes.
// Dot-folders (.git) and the conflicts folder are never walked; symbolic links are listed apart,
// never followed, so that each can be reported. Also lists the app's public/ files, which
// content may point at with a site path.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { CONFLICTS_FOLDER } from './content-paths';

/** Deeper than any content layout; stops a pathological tree from being walked for ever. */
const MAX_DEPTH = 12;

export interface ContentTree {
  files: string[];
  links: string[];
}

/**
 * Walks the whole tree, or only the folder `under` (relative, `/`-separated) with what it holds.
 * `onFolder` hears of each folder before it is read (the watcher watches it then, so nothing
 * written into it afterwards is missed).
 */
export async function walkContent(contentDir: string, under = '', onFolder?: (folder: string) => void): Promise<ContentTree> {
  const tree: ContentTree = { files: [], links: [] };
  async function walk(relative: string, depth: number): Promise<void> {
    onFolder?.(relative);
    const entries = await readdir(path.join(contentDir, relative), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.') || (!relative && entry.name === CONFLICTS_FOLDER)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) tree.links.push(child);
      else if (entry.isDirectory() && depth < MAX_DEPTH) await walk(child, depth + 1);
      else if (entry.isFile()) tree.files.push(child);
    }
  }
  await walk(under, under ? under.split('/').length : 0);
  tree.files.sort();
  tree.links.sort();
  return tree;
}

/** Site paths (`/images/og-default.png`) of the files in public/. */
export async function listPublicFiles(publicDir: string | undefined): Promise<Set<string> | null> {
  if (!publicDir) return null;
  const { files } = await walkContent(publicDir);
  return new Set(files.map((file) => `/${file}`));
}

/** A file's size and modification time as one value: enough to tell that it changed since it was read. */
export function fileStamp(info: { size: number; mtimeMs: number }): string {
  return `${info.size}:${info.mtimeMs}`;
}
