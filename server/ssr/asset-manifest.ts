// The client build's manifest (written by esbuild.config.mjs): the page script every public page
// loads, each island's script by name, the stylesheet and the typeface (decision 102).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageAssets } from '../../src/document';

export interface AssetManifest extends PageAssets {
  /** Island name → its entry's URL (src/islands/<name>.island.tsx). */
  islands: Record<string, string>;
}

export const MANIFEST_FILE = 'manifest.json';

export async function loadAssetManifest(clientDir: string): Promise<AssetManifest> {
  const file = path.join(clientDir, MANIFEST_FILE);
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as AssetManifest;
    return { ...manifest, fonts: manifest.fonts ?? [] };
  } catch (error) {
    throw new Error(`The client build is missing or from before islands (${file}); run \`npm run build\` first.`, { cause: error });
  }
}
