// The client build's manifest (written by esbuild.config.mjs): the page script every public page
// loads, each island's script by name, the stylesheet and the typeface (decision 102). Loading it
// also reads the stylesheet's rules once (css-rules.json), from which each page's critical CSS is
// picked (critical-css.ts, decision 103).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageAssets } from '../../src/document';
import type { CssRules } from './critical-css';

export interface AssetManifest extends PageAssets {
  /** Island name → its entry's URL (src/islands/<name>.island.tsx). */
  islands: Record<string, string>;
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
    throw new Error(`The client build is missing or from before islands (${file}); run \`npm run build\` first.`, { cause: error });
  }
  const rules = await readFile(path.join(clientDir, CSS_RULES_FILE), 'utf8').then(
    (text) => JSON.parse(text) as CssRules,
    () => undefined, // a build from before critical CSS: its pages link the stylesheet
  );
  return { ...manifest, fonts: manifest.fonts ?? [], ...(rules?.version === 1 && { cssRules: rules }) };
}
