// The client build's manifest (written by esbuild.config.mjs): the hashed entry script, the
// stylesheet, and for each route id the chunks worth a modulepreload.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageAssets } from '../../src/app-state';

export interface AssetManifest {
  entry: string;
  css: string[];
  /** Chunks the entry imports statically. */
  entryImports: string[];
  /** Route id → the chunks its page module needs. */
  routes: Record<string, string[]>;
}

export const MANIFEST_FILE = 'manifest.json';

export async function loadAssetManifest(clientDir: string): Promise<AssetManifest> {
  const file = path.join(clientDir, MANIFEST_FILE);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as AssetManifest;
  } catch (error) {
    throw new Error(`The client build is missing (${file}); run \`npm run build\` first.`, { cause: error });
  }
}

export function pageAssets(manifest: AssetManifest, routeIds: string[]): PageAssets {
  const preload = new Set(manifest.entryImports);
  for (const id of routeIds) for (const chunk of manifest.routes[id] ?? []) preload.add(chunk);
  return { entry: manifest.entry, css: manifest.css, preload: [...preload] };
}
