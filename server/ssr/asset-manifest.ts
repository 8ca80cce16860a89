// The client build's manifest (written by esbuild.config.mjs): the hashed entry script, the
// stylesheet, and for each route id the chunks worth a modulepreload. Loading it also reads the
// stylesheet once, for the pages that inline it (decision 030).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageAssets } from '../../src/app-state';

export interface AssetManifest {
  entry: string;
  css: string[];
  /** The site's typeface (one hashed woff2), preloaded by every page. Older builds have none. */
  fonts?: string[];
  /** Chunks every page needs to hydrate: the entry's imports and the app's (src/hydrate-app.tsx). */
  entryImports: string[];
  /** Route id → the chunks its page module needs. */
  routes: Record<string, string[]>;
  /** The stylesheet's text, safe inside <style>; without it pages link the stylesheet instead. */
  stylesheet?: string;
}

export const MANIFEST_FILE = 'manifest.json';

export async function loadAssetManifest(clientDir: string): Promise<AssetManifest> {
  const file = path.join(clientDir, MANIFEST_FILE);
  let manifest: AssetManifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as AssetManifest;
  } catch (error) {
    throw new Error(`The client build is missing (${file}); run \`npm run build\` first.`, { cause: error });
  }
  const css = await Promise.all(manifest.css.map((href) => readFile(path.join(clientDir, 'assets', path.basename(href)), 'utf8')));
  // Never let the stylesheet end the <style> element early.
  return { ...manifest, stylesheet: css.join('').replace(/<\/style/gi, '<\\/style') };
}

/**
 * `drawnInBrowser`: the page's first view is drawn by the app, which links the stylesheet;
 * otherwise the first view is in the HTML, with the stylesheet inlined.
 */
export function pageAssets(manifest: AssetManifest, routeIds: string[], drawnInBrowser: boolean): PageAssets {
  const preload = new Set<string>();
  for (const id of routeIds) for (const chunk of manifest.routes[id] ?? []) preload.add(chunk);
  return { entry: manifest.entry, css: manifest.css, fonts: manifest.fonts ?? [], inlineCss: !drawnInBrowser && manifest.stylesheet !== undefined, drawnInBrowser, preload: [...preload] };
}
