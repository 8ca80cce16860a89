// The files of one template folder that make up its export: everything a buyer needs to run
// it (sources, public assets, package.json, build script, README), without what a local run
// of the template may have left behind (node_modules, dist). Symbolic links are never followed.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Left out at any depth: installed packages, build output, editor and OS clutter. */
const SKIPPED = new Set(['node_modules', 'dist', '.DS_Store', 'Thumbs.db', '.cache']);

/** Relative paths (with '/' separators) of the folder's files, sorted; [] when it does not exist. */
export async function listTemplateFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  async function walk(relative: string): Promise<void> {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries) {
      if (SKIPPED.has(entry.name) || entry.name.endsWith('.log')) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) files.push(child);
    }
  }
  try {
    await walk('');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw error;
  }
  return files.sort();
}
