// The client build's manifest (written by esbuild.config.mjs): the hashed entry script, the
// stylesheet, and for each route id the chunks worth a modulepreload. Loading it also reads the
// stylesheet's rules once (css-rules.json), from which each page's critical CSS is picked
// (critical-css.ts, decision 0XX).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageAssets } from '../../src/app-state';
import type { CssRules } from './critical-css';

export interface AssetManifest {
  entry: string;
  css: string[];
  /** The site's typeface (one hashed woff2), preloaded by every page. Older builds have none. */
  fonts?: string[];
  /** Chunks every page needs to hydrate: the entry's imports and the app's (src/hydrate-app.tsx). */
  entryImports: string[];
  /** Route id → the chunks its page module needs. */
  routes: Record<string, string[]>;
  /** The stylesheet's rules, for each page's critical CSS; without them pages link the stylesheet in their head. */
  cssRules?: CssRules;
}

export const MANIFEST_FILE = 'manifest.json';
export const CSS_RULES_FILE = 'css-rules.json';

export async function loadAssetManifest(clientDir: string): Promise<AssetManifest> {
  const file = path.join(clientDir, MANIFEST_FILE);
  let manifest: AssetManifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as AssetManifest;
  } catch (error) {
    throw new Error(`The client build is missing (${file}); run \`npm run build\` first.`, { cause: error });
  }
  const rules = await readFile(path.join(clientDir, CSS_RULES_FILE), 'utf8').then(
    (text) => JSON.parse(text) as CssRules,
    () => undefined, // a build from before critical CSS: its pages link the stylesheet
  );
  return { ...manifest, ...(rules?.version === 1 && { cssRules: rules }) };
}

/**
 * `drawnInBrowser`: the page's first view is drawn by the app, which links the stylesheet;
 * otherwise the first view is in the HTML, with its critical CSS inlined.
 */
export function pageAssets(manifest: AssetManifest, routeIds: string[], drawnInBrowser: boolean): PageAssets {
  const preload = new Set<string>();
  for (const id of routeIds) for (const chunk of manifest.routes[id] ?? []) preload.add(chunk);
  return { entry: manifest.entry, css: manifest.css, fonts: manifest.fonts ?? [], inlineCss: !drawnInBrowser, drawnInBrowser, preload: [...preload] };
}
