// Builds Folio: the browser code (the page script every public page loads, one entry per island,
// shared chunks; minified, content-hashed, with a manifest), the Tailwind stylesheet, brotli/gzip
// copies of both, and the server bundle. `node esbuild.config.mjs` builds everything into dist/.
import { constants as fsConstants } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import { islandEntries, islandEntryPoints, islandOfEntryPoint } from './scripts/build/island-entries.mjs';
import { buildServer, SERVER_ENTRIES, serverBuildOptions } from './scripts/build/server-bundle.mjs';
import { buildCss, SITE_FONT } from './scripts/build/stylesheet.mjs';

export { SERVER_ENTRIES, serverBuildOptions, SITE_FONT };

const root = path.dirname(new URL(import.meta.url).pathname);
const finalDist = path.join(root, 'dist');
const publicPath = '/assets/';
const SOURCES = ['src', 'server', 'scripts/cli', 'scripts/build', 'templates', 'esbuild.config.mjs', 'package-lock.json'];
/** The script every public page loads (decision 102): its behaviours and the island loader. */
const PAGE_SCRIPT = 'src/page-script/index.ts';

/**
 * Builds into a fresh folder and swaps it in at the end, so a server or test already running
 * from dist/ never sees it half-written or deleted. `npm run dev` passes `{ terser: false }`:
 * Terser's few KiB take seconds, and change nothing a developer can see. Each step says so in a
 * line of its own through `log` (a first `npm start` builds for up to a minute and must not look
 * hung); `npm start` passes console.error, keeping standard output for the server's log.
 */
export async function buildAll({ terser = true, log = console.log } = {}) {
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const step = (promise, done) => promise.then((value) => (log(`build: ${done} (${seconds()})`), value));
  const dist = `${finalDist}.building-${process.pid}-${Date.now()}`;
  const assetsDir = path.join(dist, 'client', 'assets');
  await mkdir(assetsDir, { recursive: true });
  log('build: bundling the browser code, the stylesheet and the server at once…');
  const [client, css] = await Promise.all([
    step(buildClient(assetsDir), 'browser code bundled'),
    step(buildCss(assetsDir), 'stylesheet built'),
    step(buildServer(dist), 'server and commands bundled'),
  ]);
  log(terser ? 'build: minifying the browser chunks with Terser…' : 'build: finishing the browser chunks…');
  await finishChunks(client.metafile, { terser });
  const manifest = clientManifest(client.metafile, css);
  await writeFile(path.join(dist, 'client', 'manifest.json'), JSON.stringify(manifest, null, 2));
  log(`build: browser chunks ${terser ? 'minified' : 'finished'} (${seconds()}); compressing them with brotli and gzip…`);
  await precompress(assetsDir);
  await writeFile(path.join(dist, 'build-stamp'), new Date().toISOString());
  await keepRecentAssets(path.join(finalDist, 'client', 'assets'), assetsDir);
  const old = `${finalDist}.old-${process.pid}-${Date.now()}`;
  await rename(finalDist, old).catch(() => {});
  await rename(dist, finalDist);
  await rm(old, { recursive: true, force: true });
  log(`build: done in ${Date.now() - started} ms`);
}

/**
 * A server started from the previous build still links its hashed files; hashed names never
 * collide, so recent ones are carried over and such a server keeps working across a rebuild.
 * A copy keeps its file's time: an hour after it was built, a file no build made is dropped.
 */
export async function keepRecentAssets(previousDir, nextDir) {
  const recent = Date.now() - 60 * 60 * 1000;
  for (const name of await readdir(previousDir).catch(() => [])) {
    const from = path.join(previousDir, name);
    const info = await stat(from).catch(() => null);
    if (!info?.isFile() || info.mtimeMs < recent) continue;
    const to = path.join(nextDir, name);
    const copied = await copyFile(from, to, fsConstants.COPYFILE_EXCL).then(() => true, () => false);
    if (copied) await utimes(to, info.atime, info.mtime);
  }
}

/** Chunks at least this large (minified bytes) get the compile hint; a small one gains little and pays its bytes. */
const COMPILE_HINT_MIN_BYTES = 16 * 1024;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Each browser chunk is read and written once more, for two things:
 * - Terser over esbuild's output (decision 003): its compressor finds what esbuild's minifier
 *   leaves (React Router's chunk shrinks by a tenth), 2.5 KiB gzip off every page's first load.
 *   esbuild stays the bundler and code splitter; Terser rewrites each finished chunk, imports
 *   and exports kept.
 * - V8's explicit compile hint (Chrome 136+; a comment to other browsers) on the large chunks:
 *   every function is compiled on a background thread while the file streams in, instead of on
 *   the main thread at its first call. The large chunks are React DOM and the console's, all run
 *   as soon as they load; in a 4x-throttled trace the long task that starts React DOM halved.
 */
async function finishChunks(metafile, { terser }) {
  await Promise.all(
    Object.entries(metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(async ([file, output]) => {
        const absolute = path.join(root, file);
        let code = await readFile(absolute, 'utf8');
        if (terser) code = (await minify(code, { module: true, ecma: 2020, format: { comments: false } })).code;
        if (output.bytes >= COMPILE_HINT_MIN_BYTES) code = COMPILE_HINT + code;
        await writeFile(absolute, code);
      }),
  );
}

/** Builds only when dist/ is missing or older than any source file, saying why before it starts. */
export async function buildIfStale({ log = console.log } = {}) {
  const built = await stat(path.join(finalDist, 'build-stamp')).catch(() => null);
  if (built && built.mtimeMs >= (await newestSourceTime())) return false;
  log(
    built
      ? 'build: the sources changed since the last build, so dist/ is built again first (10–60 s)'
      : 'build: there is no build in dist/ yet, so it is built first; the first build takes a while (10–60 s), later starts skip it until a source changes',
  );
  await buildAll({ log });
  return true;
}

async function newestSourceTime() {
  let newest = 0;
  for (const item of SOURCES) {
    const full = path.join(root, item);
    const info = await stat(full).catch(() => null);
    if (!info) continue;
    if (info.isFile()) newest = Math.max(newest, info.mtimeMs);
    else {
      for (const entry of await readdir(full, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) newest = Math.max(newest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs);
      }
    }
  }
  return newest;
}

/**
 * The islands' bundle: one entry per island, code split, so React DOM and what islands share
 * are chunks of their own. The registry test builds with these options too, to read the metafile.
 */
export function clientBuildOptions(assetsDir) {
  return {
    absWorkingDir: root,
    entryPoints: islandEntryPoints(root),
    outdir: assetsDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    minify: true,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    plugins: [islandEntries(root)],
  };
}

/**
 * The page script, bundled on its own and whole: split with the islands, esbuild would move
 * what it shares with them (the loader's helpers) into a chunk it imports, a second request on
 * every page before anything runs.
 */
export function pageScriptBuildOptions(assetsDir) {
  return { ...clientBuildOptions(assetsDir), entryPoints: [{ in: PAGE_SCRIPT, out: 'page' }], splitting: false, plugins: [] };
}

async function buildClient(assetsDir) {
  const [islands, page] = await Promise.all([esbuild.build(clientBuildOptions(assetsDir)), esbuild.build(pageScriptBuildOptions(assetsDir))]);
  return { metafile: { inputs: { ...islands.metafile.inputs, ...page.metafile.inputs }, outputs: { ...islands.metafile.outputs, ...page.metafile.outputs } } };
}

/**
 * The page script's URL and each island's (name → URL): the server writes them into pages. The
 * chunks an island imports are found by the browser as it loads the island's entry.
 */
function clientManifest(metafile, { css, fonts }) {
  const url = (file) => publicPath + path.basename(file);
  let pageScript = '';
  const islands = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || file.endsWith('.map')) continue;
    if (output.entryPoint === PAGE_SCRIPT) pageScript = url(file);
    const island = islandOfEntryPoint(output.entryPoint);
    if (island) islands[island] = url(file);
  }
  if (!pageScript) throw new Error(`build: the page script (${PAGE_SCRIPT}) is missing from the metafile`);
  return { pageScript, islands, css: [css], fonts };
}

async function precompress(dir) {
  const files = (await readdir(dir)).filter((name) => /\.(js|css)$/.test(name));
  await Promise.all(
    files.map(async (name) => {
      const data = await readFile(path.join(dir, name));
      const [br, gz] = await Promise.all([
        promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        promisify(gzip)(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(path.join(dir, `${name}.br`), br), writeFile(path.join(dir, `${name}.gz`), gz)]);
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'esbuild.config.mjs')) {
  await buildAll();
}
