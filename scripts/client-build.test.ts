// The browser build's plugins (esbuild.config.mjs) still do their job on the installed versions:
// React Router made tree-shakeable (decision 029) with its table ranked once (decision 034), React
// DOM's client as a module (decision 032).
// A rebuild keeps the previous build's recent files, and only those.
// (The app's modules in one chunk: tests/integration/critical-path.)
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const BUILD_SCRIPT = '../esbuild.config.mjs';

interface BuildScript {
  clientBuildOptions: (dir: string) => esbuild.BuildOptions;
  browserRouterSource: (code: string) => string;
  esmReactDomClientSource: (code: string) => string;
  keepRecentAssets: (previousDir: string, nextDir: string) => Promise<void>;
}

let build: BuildScript;
let dir: string;
beforeAll(async () => {
  build = (await import(BUILD_SCRIPT)) as BuildScript;
  dir = await mkdtemp(path.join(os.tmpdir(), 'folio-client-build-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/**
 * Bundles `source` alone with the browser build's options, with only the named plugin (or none),
 * and returns the output's text.
 */
async function bundle(name: string, source: string, plugin: string | null, overrides: esbuild.BuildOptions = {}): Promise<string> {
  const entry = path.join(dir, `${name}.ts`);
  await writeFile(entry, source);
  const options = build.clientBuildOptions(path.join(dir, 'out'));
  const plugins = (options.plugins ?? []).filter((candidate) => candidate.name === plugin);
  const result = await esbuild.build({ ...options, entryPoints: [entry], nodePaths: [path.join(root, 'node_modules')], splitting: false, plugins, write: false, logLevel: 'silent', ...overrides });
  return result.outputFiles!.map((file) => file.text).join('\n');
}

describe('React Router for the browser', () => {
  it("finds the router's top-level component calls and labels in the installed version", async () => {
    const dist = path.join(root, 'node_modules/react-router/dist/development');
    const modules = (await readdir(dist)).filter((name) => name.endsWith('.mjs'));
    let annotated = 0;
    let labels = 0;
    for (const name of modules) {
      const before = await readFile(path.join(dist, name), 'utf8');
      const after = build.browserRouterSource(before);
      annotated += after.split('/* @__PURE__ */').length - before.split('/* @__PURE__ */').length;
      labels += before.split('.displayName = "').length - after.split('.displayName = "').length;
    }
    expect(annotated).toBeGreaterThanOrEqual(10);
    expect(labels).toBeGreaterThanOrEqual(10);
  });

  it('leaves out what a page does not use: matchRoutes alone brings no form code', async () => {
    const source = "import { matchRoutes } from 'react-router-dom';\nconsole.log(matchRoutes);\n";
    const formEncoding = 'application/x-www-form-urlencoded';
    expect(await bundle('only-match-routes', source, 'browser-react-router')).not.toContain(formEncoding);
    // Without the plugin the whole router comes along.
    expect(await bundle('only-match-routes', source, null)).toContain(formEncoding);
  });

  it('ranks a route table once: later matches compile no regular expression, and find the same routes', async () => {
    const source = "import { matchRoutes } from 'react-router-dom';\nglobalThis.matchRoutes = matchRoutes;\n";
    const table = [
      { id: 'root', children: [{ id: 'home', index: true }, { id: 'posts', path: 'blog' }, { id: 'post', path: 'blog/:slug' }, { id: 'missing', path: '*' }] },
    ];
    const paths = ['/', '/blog', '/blog/first-post', '/nowhere/at/all'];
    const matching = async (plugin: string | null) => {
      const code = await bundle('match-routes', source, plugin, { format: 'iife' });
      let compiled = 0;
      const CountingRegExp = function (pattern: string, flags?: string) {
        compiled += 1;
        return new RegExp(pattern, flags);
      };
      const context = vm.createContext({ RegExp: CountingRegExp, URL, console });
      vm.runInContext(code, context);
      const match = context.matchRoutes as (routes: unknown, path: string) => { route: { id: string }; params: object }[] | null;
      const found = [];
      const compiledPerRound = [];
      for (let round = 0; round < 3; round++) {
        const before = compiled;
        found.push(paths.map((path) => match(table, path)?.map(({ route, params }) => ({ id: route.id, params: { ...params } }))));
        compiledPerRound.push(compiled - before);
      }
      return { found: found[2]!, compiledPerRound };
    };
    const ranked = await matching('browser-react-router');
    expect(ranked.compiledPerRound[0]).toBeGreaterThan(0);
    expect(ranked.compiledPerRound.slice(1)).toEqual([0, 0]);
    // Without the plugin every call compiles them all again, and finds the same routes.
    const plain = await matching(null);
    expect(plain.compiledPerRound[2]).toBeGreaterThan(0);
    expect(ranked.found).toEqual(plain.found);
    expect(ranked.found[2]).toEqual([{ id: 'root', params: { slug: 'first-post' } }, { id: 'post', params: { slug: 'first-post' } }]);
  });

  it('refuses a router whose matchRoutes has another shape, naming the plugin', () => {
    const changed = 'function matchRoutes(routes, location) {\n  return matchRoutesImpl(routes, location, "/", true);\n}';
    expect(() => build.browserRouterSource(changed)).toThrow(/browser-react-router: .*ROUTER_MATCH_ROUTES/);
  });
});

describe("React DOM's client, as a module", () => {
  const source = () => readFile(path.join(root, 'node_modules/react-dom/cjs/react-dom-client.production.js'), 'utf8');

  it('turns the installed version into a module: imports for its requires, exports for its exports', async () => {
    const after = build.esmReactDomClientSource(await source());
    expect(after).toMatch(/^import (\w+) from "scheduler";$/m);
    for (const name of ['createRoot', 'hydrateRoot', 'version']) expect(after).toMatch(new RegExp(`^export var ${name} = `, 'm'));
    expect(after).not.toMatch(/\brequire\(|\bexports\.|\bmodule\./);
  });

  it("makes React's marker errors at their first use (once, by ??=), not as the module runs", async () => {
    const before = await source();
    const after = build.esmReactDomClientSource(before);
    expect(before).toMatch(/^var SuspenseException = Error\(formatProdErrorMessage\(460\)\),$/m);
    expect(after).toMatch(/^var SuspenseException = null,$/m);
    expect(after).toContain('throw (SuspenseException ??= Error(formatProdErrorMessage(460)));');
  });

  it('bundled, runs its top level without making a single error (without the plugin: five)', async () => {
    const errorsMadeAsItRuns = async (plugin: string | null) => {
      const code = await bundle('client-namespace', "import * as client from 'react-dom/client';\nglobalThis.client = client;\n", plugin, { format: 'iife' });
      let made = 0;
      const CountingError = function (message?: string) {
        made += 1;
        return new Error(message);
      };
      const context = vm.createContext({ Error: CountingError, setTimeout, clearTimeout, queueMicrotask, MessageChannel, performance, console });
      vm.runInContext(code, context);
      expect(typeof (context.client as { hydrateRoot: unknown }).hydrateRoot).toBe('function');
      return made;
    };
    expect(await errorsMadeAsItRuns('esm-react-dom-client')).toBe(0);
    expect(await errorsMadeAsItRuns(null)).toBe(5);
  });

  it('refuses a version of another shape, naming the plugin to update', async () => {
    const original = await source();
    const message = /no longer has the shape esmReactDomClient .*decision 032.*update the plugin/;
    expect(() => build.esmReactDomClientSource(original.replace('exports.version = ', 'module.exports.version = '))).toThrow(message);
    expect(() => build.esmReactDomClientSource(original.replace('var SuspenseException = Error(formatProdErrorMessage(460)),', 'var SuspenseException = new Error("460"),'))).toThrow(/an error made at the top level in another way/);
    expect(() => build.esmReactDomClientSource(original.replace('throw SuspenseException;', 'SuspenseException = null;'))).toThrow(/assigns or redeclares SuspenseException/);
    expect(() => build.esmReactDomClientSource(original.replace('throw SuspenseException;', 'var SuspenseException = 1;'))).toThrow(/assigns or redeclares SuspenseException/);
    expect(() => build.esmReactDomClientSource('"use strict";\nexports.createRoot = 1;')).toThrow(/esmReactDomClient/);
  });

  it("bundles React DOM's client at the top level of its chunk, not inside a function run on import", async () => {
    const source = "import { hydrateRoot } from 'react-dom/client';\nconsole.log(hydrateRoot);\n";
    // esbuild writes a module's top-level functions at the start of a line, a wrapped module's indented.
    const topLevel = /^function ReactDOMHydrationRoot\(/m;
    expect(await bundle('hydrate-root', source, 'esm-react-dom-client', { minify: false })).toMatch(topLevel);
    expect(await bundle('hydrate-root', source, null, { minify: false })).not.toMatch(topLevel);
  });
});

describe("a rebuild and the previous build's files", () => {
  it('carries over the files built within the hour, with their time, so that they expire an hour after they were built', async () => {
    const previous = path.join(dir, 'assets-previous');
    const next = path.join(dir, 'assets-next');
    await mkdir(previous, { recursive: true });
    await mkdir(next, { recursive: true });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await writeFile(path.join(previous, 'chunk-RECENT.js'), 'recent');
    await utimes(path.join(previous, 'chunk-RECENT.js'), minutesAgo(50), minutesAgo(50));
    await writeFile(path.join(previous, 'chunk-OLD.js'), 'old');
    await utimes(path.join(previous, 'chunk-OLD.js'), minutesAgo(70), minutesAgo(70));
    await writeFile(path.join(next, 'chunk-RECENT.js'), 'built anew');

    await build.keepRecentAssets(previous, next);
    expect((await readdir(next)).sort()).toEqual(['chunk-RECENT.js']);
    // A file the new build made itself is never overwritten.
    expect(await readFile(path.join(next, 'chunk-RECENT.js'), 'utf8')).toBe('built anew');

    await rm(path.join(next, 'chunk-RECENT.js'));
    await build.keepRecentAssets(previous, next);
    expect(await readFile(path.join(next, 'chunk-RECENT.js'), 'utf8')).toBe('recent');
    expect(Math.abs((await stat(path.join(next, 'chunk-RECENT.js'))).mtimeMs - minutesAgo(50).getTime())).toBeLessThan(5_000);
  });
});
