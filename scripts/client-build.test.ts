// The browser build's React Router plugin (esbuild.config.mjs, decision 029) still does its job
// on the installed version. (The app's modules in one chunk: tests/integration/critical-path.)
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const BUILD_SCRIPT = '../esbuild.config.mjs';

interface BuildScript {
  clientBuildOptions: (dir: string) => esbuild.BuildOptions;
  treeShakeableRouterSource: (code: string) => string;
}

let build: BuildScript;
let dir: string;
beforeAll(async () => {
  build = (await import(BUILD_SCRIPT)) as BuildScript;
  dir = await mkdtemp(path.join(os.tmpdir(), 'folio-client-build-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('React Router, tree-shakeable', () => {
  it("finds the router's top-level component calls and labels in the installed version", async () => {
    const dist = path.join(root, 'node_modules/react-router/dist/development');
    const modules = (await readdir(dist)).filter((name) => name.endsWith('.mjs'));
    let annotated = 0;
    let labels = 0;
    for (const name of modules) {
      const before = await readFile(path.join(dist, name), 'utf8');
      const after = build.treeShakeableRouterSource(before);
      annotated += after.split('/* @__PURE__ */').length - before.split('/* @__PURE__ */').length;
      labels += before.split('.displayName = "').length - after.split('.displayName = "').length;
    }
    expect(annotated).toBeGreaterThanOrEqual(10);
    expect(labels).toBeGreaterThanOrEqual(10);
  });

  it('leaves out what a page does not use: matchRoutes alone brings no form code', async () => {
    const entry = path.join(dir, 'only-match-routes.ts');
    await writeFile(entry, "import { matchRoutes } from 'react-router-dom';\nconsole.log(matchRoutes);\n");
    const bundle = async (plugins: esbuild.Plugin[]) => {
      const options = build.clientBuildOptions(path.join(dir, 'out'));
      const result = await esbuild.build({ ...options, entryPoints: [entry], nodePaths: [path.join(root, 'node_modules')], splitting: false, plugins, write: false, logLevel: 'silent' });
      return result.outputFiles!.map((file) => file.text).join('\n');
    };
    const { plugins = [] } = build.clientBuildOptions(dir);
    const formEncoding = 'application/x-www-form-urlencoded';
    expect(await bundle(plugins.filter((plugin) => plugin.name === 'tree-shakeable-react-router'))).not.toContain(formEncoding);
    // Without the plugin the whole router comes along.
    expect(await bundle([])).toContain(formEncoding);
  });
});
