// Builds Folio: the browser bundle (code-split per page, minified, content-hashed, with a
// manifest for modulepreload links), the Tailwind stylesheet, brotli/gzip copies of both, and
// the server bundle. `node esbuild.config.mjs` builds everything into dist/.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, constants as fsConstants } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import { esmReactDomClientSource } from './scripts/esm-react-dom-client.mjs';
import { compactStylesheet, writeCssRules } from './scripts/build/css-rules.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const finalDist = path.join(root, 'dist');
const publicPath = '/assets/';
const SOURCES = ['src', 'server', 'scripts/cli', 'scripts/build', 'templates', 'esbuild.config.mjs', 'package-lock.json'];

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
 *   the main thread at its first call. The large chunks are React DOM, the router, the query
 *   client and the console, all run as their page starts; in a 4x-throttled trace the long task
 *   that starts React DOM halves (decision 021).
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

/** The browser bundle's options; the registry test builds with them too, to read the metafile. */
export function clientBuildOptions(assetsDir) {
  return {
    absWorkingDir: root,
    entryPoints: ['src/entry-client.tsx'],
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
    plugins: [browserRouter, esmReactDomClient, oneAppChunk],
  };
}

/** The app's root module: with what it imports, every page's first load (see oneAppChunk). */
const APP_ROOT = path.join(root, 'src', 'hydrate-app.tsx');
/** What the entry loads apart from the app: React DOM (a task of its own) and the state reader. */
const APART_FROM_APP = ['src/dom-runtime.ts', 'src/app-state.ts'].map((file) => path.join(root, file));

/** The route table: its dynamic imports are the pages. */
const ROUTE_TABLE = 'src/routes.tsx';
/** Code that no public page may load first: the console's (src/console/) and the templates'. */
const NOT_PUBLIC = /^(src\/console\/|templates\/)/;

/** How many public pages must load a module for it to join the app's chunk. */
const SHARED_BY_PAGES = 3;

/** The inputs a module loads before it runs (static imports, transitively), itself included. */
function staticClosure(metafile, start) {
  const seen = new Set([start]);
  const pending = [start];
  while (pending.length > 0) {
    for (const imported of metafile.inputs[pending.pop()]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      pending.push(imported.path);
    }
  }
  return seen;
}

/**
 * The app's own modules that three or more public pages load, beyond what the app loads anyway (a
 * page header, the SEO head, buttons, tags, dates...), as paths relative to the repository. What
 * two pages share stays in a chunk of theirs: such pages come in pairs (a post and its preview, a
 * template and its viewer, the privacy and terms pages). Only modules whose whole static closure
 * is the app's code or such modules: a library that one form needs stays with the pages using it.
 */
export function modulesSharedByPages(metafile) {
  const app = staticClosure(metafile, path.relative(root, APP_ROOT));
  const pages = (metafile.inputs[ROUTE_TABLE]?.imports ?? []).filter((imported) => imported.kind === 'dynamic-import' && !NOT_PUBLIC.test(imported.path)).map((imported) => imported.path);
  const usedBy = new Map();
  for (const page of pages) {
    for (const input of staticClosure(metafile, page)) {
      if (input !== page && !app.has(input)) usedBy.set(input, (usedBy.get(input) ?? 0) + 1);
    }
  }
  const shared = new Set([...usedBy].filter(([input, count]) => count >= SHARED_BY_PAGES && input.startsWith('src/') && !NOT_PUBLIC.test(input)).map(([input]) => input));
  return [...shared].filter((input) => [...staticClosure(metafile, input)].every((dependency) => app.has(dependency) || shared.has(dependency))).sort();
}

/**
 * esbuild puts each module in a chunk by the set of entries that reach it, and each page and each
 * part loaded on demand is an entry. So the app's modules that some page also imports (React, the
 * router, the query client, toasts, the API client...) were cut into 15 chunks by who else used
 * them, though every page loads all of them first, and each file compresses on its own: 1.8 KiB
 * gzip more than the same code in one file. Every module loaded on demand is made to import the
 * app's root (already loaded when it runs): then all the app's modules are reached by every entry
 * alike, and esbuild puts them in one chunk (decision 029). The modules loaded on demand are
 * found by a first, quick pass over the same graph.
 *
 * The small modules that several pages share went the same way: each was a chunk of a few hundred
 * bytes, and a post loaded eleven of them, each a request and a module of its own on the main
 * thread. The app's root re-exports them (`modulesSharedByPages`), so they are in the app's chunk
 * and a page loads one to three chunks of its own (decision 034).
 */
const oneAppChunk = {
  name: 'one-app-chunk',
  setup(build) {
    let onDemand = new Set();
    let shared = [];
    build.onStart(async () => {
      const { plugins, ...options } = build.initialOptions;
      const { metafile } = await esbuild.build({ ...options, plugins: plugins.filter((plugin) => plugin !== oneAppChunk), minify: false, write: false, metafile: true, logLevel: 'silent' });
      onDemand = new Set();
      for (const input of Object.values(metafile.inputs)) {
        for (const imported of input.imports) {
          if (imported.kind === 'dynamic-import') onDemand.add(path.resolve(root, imported.path));
        }
      }
      onDemand.delete(APP_ROOT);
      for (const file of APART_FROM_APP) onDemand.delete(file);
      shared = modulesSharedByPages(metafile).map((input) => path.resolve(root, input));
    });
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      const loader = file.endsWith('x') ? 'tsx' : 'ts';
      if (file === APP_ROOT) {
        const reexports = shared.map((module, index) => `export * as sharedByPages${index} from ${JSON.stringify(module)};`);
        return { loader, contents: `${await readFile(file, 'utf8')}\n${reexports.join('\n')}\n` };
      }
      if (!onDemand.has(file)) return undefined;
      return { loader, contents: `import ${JSON.stringify(APP_ROOT)};\n${await readFile(file, 'utf8')}` };
    });
  },
};

/**
 * Two changes to React Router's modules, as esbuild loads them for the browser:
 *
 * - **Tree-shakeable.** Each build is one large module whose top-level `React.createContext`,
 *   `React.forwardRef` and `React.memo` calls carry no pure annotation, and which assigns each
 *   component a `displayName` (a label for developer tools) at the top level. To a bundler all of
 *   that may have side effects, so every page got the whole router, its form, fetcher and scroll
 *   restoration too, used or not. Annotating those calls as pure and leaving out the labels lets
 *   esbuild keep only what the app uses: 2.5 KiB gzip off every page (decision 029).
 * - **The route table ranked once.** `matchRoutes`, which `useRoutes` calls on every render of
 *   the routes, flattens and ranks the whole table and compiles a regular expression for each
 *   route every time: 1–5 ms per call for our 20 routes. It now keeps the ranked branches per
 *   table, as the router's data mode already does (decision 034). The app's table is a constant;
 *   a table built anew (`<Routes>` children) is simply ranked anew.
 *
 * The build test checks that the patterns still match the installed router.
 */
export const ROUTER_MODULES = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
const ROUTER_DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const ROUTER_COMPONENT_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
const ROUTER_MATCH_ROUTES = `function matchRoutes(routes, locationArg, basename = "/") {
  return matchRoutesImpl(routes, locationArg, basename, false);
}`;
const ROUTER_MATCH_ROUTES_RANKED_ONCE = `var rankedBranches = /* @__PURE__ */ new WeakMap();
function matchRoutes(routes, locationArg, basename = "/") {
  let branches = rankedBranches.get(routes);
  if (!branches) rankedBranches.set(routes, branches = flattenAndRankRoutes(routes));
  return matchRoutesImpl(routes, locationArg, basename, false, branches);
}`;

export function browserRouterSource(code) {
  if (code.includes('function matchRoutes(') && !code.includes(ROUTER_MATCH_ROUTES)) {
    throw new Error('browser-react-router: this React Router defines matchRoutes in another shape; update ROUTER_MATCH_ROUTES in esbuild.config.mjs');
  }
  return code
    .replace(ROUTER_DISPLAY_NAME, '')
    .replace(ROUTER_COMPONENT_CALL, '$1/* @__PURE__ */ $2')
    .replace(ROUTER_MATCH_ROUTES, ROUTER_MATCH_ROUTES_RANKED_ONCE);
}

const browserRouter = {
  name: 'browser-react-router',
  setup(build) {
    build.onLoad({ filter: ROUTER_MODULES }, async ({ path: file }) => ({ loader: 'js', contents: browserRouterSource(await readFile(file, 'utf8')) }));
  },
};

/**
 * React DOM's client ships as CommonJS, which esbuild wraps in a function run at the first import:
 * 190 KB of code that V8 parsed on the main thread in one long task when the function first ran.
 * As a module (scripts/esm-react-dom-client.mjs) the same code is compiled in the background as it
 * streams in, and the main thread only runs it (decision 032).
 */
const REACT_DOM_CLIENT = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;
export { esmReactDomClientSource };

const esmReactDomClient = {
  name: 'esm-react-dom-client',
  setup(build) {
    build.onLoad({ filter: REACT_DOM_CLIENT }, async ({ path: file }) => ({
      loader: 'js',
      resolveDir: path.dirname(file),
      contents: esmReactDomClientSource(await readFile(path.join(path.dirname(file), 'cjs', 'react-dom-client.production.js'), 'utf8')),
    }));
  },
};

function buildClient(assetsDir) {
  return esbuild.build(clientBuildOptions(assetsDir));
}

/**
 * The server and the owner's commands, each run with plain node (a production install has no tsx).
 * Each is one file with the packages it uses inside, so that Node does not resolve and load some
 * 1,200 package files at every start (decision 036, with the measurements).
 */
export const SERVER_ENTRIES = {
  'server/main': 'server/main.ts',
  'scripts/cli/admin-password': 'scripts/cli/admin-password.ts',
  'scripts/cli/backup': 'scripts/cli/backup.ts',
  'scripts/cli/restore': 'scripts/cli/restore.ts',
  'scripts/cli/backup-verify': 'scripts/cli/backup-verify.ts',
  'scripts/cli/content-init': 'scripts/cli/content-init.ts',
  // The content parser workers' code (server/content/parse-pool.ts starts them from here).
  'server/content-parser': 'server/content/parse-worker.ts',
  // The social image thread's code (server/social-images/social-image-thread.ts starts it from here).
  'server/social-image-maker': 'server/social-images/social-image-worker.ts',
};

/** Packages the server bundle leaves to node_modules: native code, installed per machine. */
const SERVER_EXTERNAL = ['sharp', '@resvg/resvg-js', 'satori'];

export function serverBuildOptions(dist) {
  return {
    absWorkingDir: root,
    entryPoints: Object.entries(SERVER_ENTRIES).filter(([, source]) => existsSync(path.join(root, source))).map(([out, source]) => ({ in: source, out })),
    outdir: dist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: SERVER_EXTERNAL,
    // Bundled CommonJS packages call require() for Node's own modules and for files they resolve
    // at run time; ESM output has no require of its own.
    banner: { js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);" },
    jsx: 'automatic',
    sourcemap: 'linked',
    // V8 keeps a script's whole source in memory while the process runs (to compile functions
    // lazily and for toString): one non-ASCII character stored all 8 MB as UTF-16, and comments
    // and indentation were half of it. ASCII and no whitespace: the source held 16.7 → ~4 MB.
    // Names stay, so stack traces still read; the linked source map maps them to the sources.
    charset: 'ascii',
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'warning',
  };
}

async function buildServer(dist) {
  const result = await esbuild.build({ ...serverBuildOptions(dist), metafile: true });
  await Promise.all(Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js')).map((file) => asciiOnly(path.join(root, file))));
  return result;
}

/**
 * esbuild's ASCII charset leaves regular expressions as written, and one `–` in a regex made V8
 * hold the whole bundle as UTF-16 (see serverBuildOptions). Each remaining character becomes a
 * \uXXXX escape, one per UTF-16 unit: the same string, regex (with or without the u flag) or
 * identifier. An escape of such a character (`\–`) would change meaning, so it stops the build.
 */
async function asciiOnly(file) {
  const code = await readFile(file, 'utf8');
  if (!/[^\x00-\x7f]/.test(code)) return;
  if (/\\[^\x00-\x7f]/.test(code)) throw new Error(`${file}: a backslash before a non-ASCII character; write it as a \\u escape in the source`);
  await writeFile(file, code.replace(/[^\x00-\x7f]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

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

async function buildCss(assetsDir) {
  const out = path.join(assetsDir, 'styles.css');
  const cli = path.join(root, 'node_modules', '@tailwindcss', 'cli', 'dist', 'index.mjs');
  const [font] = await Promise.all([
    copySiteFont(assetsDir),
    promisify(execFile)(process.execPath, [cli, '-i', path.join(root, 'src', 'styles.css'), '-o', out, '--minify'], { cwd: root }),
  ]);
  const css = await readFile(out, 'utf8');
  if (!css.includes(SITE_FONT.url)) throw new Error(`build: src/styles.css no longer names the font at ${SITE_FONT.url}; update SITE_FONT in esbuild.config.mjs`);
  const withFont = compactStylesheet(css.replaceAll(SITE_FONT.url, font));
  const hash = createHash('sha256').update(withFont).digest('base64url').slice(0, 10);
  const hashed = `styles-${hash}.css`;
  await writeFile(path.join(assetsDir, hashed), withFont);
  await writeCssRules(withFont, path.join(assetsDir, '..', 'css-rules.json')); // each page's critical CSS
  await rm(out);
  return { css: publicPath + hashed, fonts: [font] };
}

/**
 * Maps the entry and each page module (route id = file name) to the chunks it loads. The entry
 * is tiny and loads the app (src/hydrate-app.tsx) after the first paint: `entryImports` is what
 * every page needs to hydrate, `routes` what each page adds.
 */
function clientManifest(metafile, { css, fonts }) {
  const outputs = metafile.outputs;
  const url = (file) => publicPath + path.basename(file);
  const staticImports = (file, seen = new Set()) => {
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      staticImports(imported.path, seen);
    }
    return seen;
  };
  const relative = (file) => path.relative(root, path.resolve(root, file));
  let entry = '';
  const entryImports = new Set();
  const routes = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint || file.endsWith('.map')) continue;
    const source = output.entryPoint;
    if (source === 'src/entry-client.tsx') {
      entry = url(file);
      // The entry imports nothing statically; what it imports once the page has painted (the
      // app and the state reader) every page loads before it hydrates.
      for (const imported of output.imports) {
        for (const chunk of [imported.path, ...staticImports(imported.path)]) entryImports.add(url(chunk));
      }
    } else if (source.startsWith('src/pages/') || source.startsWith('src/console/')) {
      // A page module: the public pages, and the console's page (src/console/console-page.tsx).
      const id = path.basename(source).replace(/\.tsx?$/, '');
      routes[id] = [file, ...staticImports(file)].map(relative).map(url);
    }
  }
  if (!entry) throw new Error('build: the client entry is missing from the metafile');
  if (entryImports.size === 0) throw new Error('build: the entry imports no app (src/hydrate-app.tsx)');
  for (const id of Object.keys(routes)) routes[id] = routes[id].filter((chunk) => !entryImports.has(chunk));
  return { entry, css: [css], fonts, entryImports: [...entryImports], routes };
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
