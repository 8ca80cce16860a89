// The stylesheet: Tailwind v4 over src/styles.css, minified, with the site's typeface copied in
// under a content-hashed name; the stylesheet's own name is hashed too, so both are cached for
// a year like the scripts.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { compactStylesheet, writeCssRules } from './css-rules.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const publicPath = '/assets/';

/**
 * The site's typeface (docs/design-system.md): Plus Jakarta Sans, its variable latin face alone
 * (27 KB; the other subsets and the italic are left out). src/styles.css names it by `url`; the
 * build copies it into the assets under a content-hashed name, so it is cached for a year like
 * the scripts, and writes that name into the stylesheet and the manifest (the pages preload it).
 */
export const SITE_FONT = {
  source: 'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  url: '/assets/plus-jakarta-sans.woff2',
};

async function copySiteFont(assetsDir) {
  const data = await readFile(path.join(root, SITE_FONT.source));
  const hashed = `plus-jakarta-sans-${createHash('sha256').update(data).digest('base64url').slice(0, 10)}.woff2`;
  await writeFile(path.join(assetsDir, hashed), data);
  return publicPath + hashed;
}

export async function buildCss(assetsDir) {
  const out = path.join(assetsDir, 'styles.css');
  const cli = path.join(root, 'node_modules', '@tailwindcss', 'cli', 'dist', 'index.mjs');
  const [font] = await Promise.all([
    copySiteFont(assetsDir),
    promisify(execFile)(process.execPath, [cli, '-i', path.join(root, 'src', 'styles.css'), '-o', out, '--minify'], { cwd: root }),
  ]);
  const css = await readFile(out, 'utf8');
  if (!css.includes(SITE_FONT.url)) throw new Error(`build: src/styles.css no longer names the font at ${SITE_FONT.url}; update SITE_FONT in scripts/build/stylesheet.mjs`);
  const withFont = compactStylesheet(css.replaceAll(SITE_FONT.url, font));
  const hash = createHash('sha256').update(withFont).digest('base64url').slice(0, 10);
  const hashed = `styles-${hash}.css`;
  await writeFile(path.join(assetsDir, hashed), withFont);
  await writeCssRules(withFont, path.join(assetsDir, '..', 'css-rules.json')); // each page's critical CSS
  await rm(out);
  return { css: publicPath + hashed, fonts: [font] };
}

