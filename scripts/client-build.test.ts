// The browser build (esbuild.config.mjs, decision 102): one entry per island, named as its file,
// and a page script with no React in it. A rebuild keeps the previous build's recent files, and
// only those.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Island } from '../src/islands/define-island';

const root = path.resolve(__dirname, '..');
const BUILD_SCRIPT = '../esbuild.config.mjs';
const ISLAND_ENTRIES = './build/island-entries.mjs';

interface BuildScript {
  clientBuildOptions: (dir: string) => esbuild.BuildOptions;
  pageScriptBuildOptions: (dir: string) => esbuild.BuildOptions;
  keepRecentAssets: (previousDir: string, nextDir: string) => Promise<void>;
}

let build: BuildScript;
let dir: string;
beforeAll(async () => {
  build = (await import(BUILD_SCRIPT)) as BuildScript;
  dir = await mkdtemp(path.join(os.tmpdir(), 'folio-client-build-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the islands and the page script', () => {
  it('declares each island under the name of its file, which names its entry', async () => {
    const { islandNames } = (await import(ISLAND_ENTRIES)) as { islandNames: (root: string) => string[] };
    const names = islandNames(root);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const island = ((await import(path.join(root, 'src/islands', `${name}.island.tsx`))) as { default: Island<never> }).default;
      expect(island.islandName, `src/islands/${name}.island.tsx`).toBe(name);
    }
  });

  it('bundles an entry per island and a page script that holds no React', async () => {
    const result = await esbuild.build({ ...build.clientBuildOptions(path.join(dir, 'out')), write: false, logLevel: 'silent' });
    const outputs = Object.entries(result.metafile!.outputs);
    const page = await esbuild.build({ ...build.pageScriptBuildOptions(path.join(dir, 'out')), write: false, logLevel: 'silent' });
    const pageScript = Object.entries(page.metafile!.outputs).find(([, output]) => output.entryPoint === 'src/page-script/index.ts')!;
    expect(Object.keys(pageScript[1].inputs).filter((input) => input.includes('node_modules/react'))).toEqual([]);
    // Whole: it imports no chunk, so a page makes one request for its script.
    expect(pageScript[1].imports).toEqual([]);
    const { islandNames } = (await import(ISLAND_ENTRIES)) as { islandNames: (root: string) => string[] };
    const entries = outputs.filter(([, output]) => output.entryPoint?.startsWith('island-entry:')).map(([, output]) => output.entryPoint!.slice('island-entry:'.length));
    expect(entries.sort()).toEqual(islandNames(root));
  }, 60_000);
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
