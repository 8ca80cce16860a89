// The template registry: it knows exactly the template folders and content entries, answers
// nothing for any other name, and keeps every template out of every page's bundle. The bundle
// check runs the client build of esbuild.config.mjs again (same options, nothing written) for
// its metafile, and checks that it reproduces the hashed files of dist/, so it speaks for the
// build the server actually serves.
import * as esbuild from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE, demoContentFiles } from '../../scripts/demo-content.mjs';
import { KNOWN_TEMPLATES, templateAssetBase, templateLoader } from './template-registry';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const assetsDir = path.join(root, 'dist/client/assets');

/** A sentence only each template's own code contains (its hero headline). */
const TEMPLATE_MARKERS: Record<string, string> = {
  'developer-portfolio': 'I build fast web apps that turn visitors into customers',
  'map-product-landing': 'Every delivery on one live map',
  'real-estate-listings': 'Find your place by the sea',
};

describe('the template registry', () => {
  it('knows every folder in templates/ and every componentPath of the demo site\'s templates/', () => {
    const folders = readdirSync(path.join(root, 'templates'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const componentPaths = demoContentFiles(root)
      .filter((file) => file.startsWith('templates/'))
      .map((file) => /^componentPath:\s*(\S+)/m.exec(readFileSync(path.join(root, DEMO_SITE, file), 'utf8'))?.[1]);
    expect([...KNOWN_TEMPLATES].sort()).toEqual(folders.sort());
    expect([...KNOWN_TEMPLATES].sort()).toEqual(componentPaths.sort());
    expect(Object.keys(TEMPLATE_MARKERS).sort()).toEqual([...KNOWN_TEMPLATES].sort());
  });

  it.each(['', 'no-such-template', '__proto__', 'constructor', 'toString', '../templates/developer-portfolio', 'Developer-Portfolio'])(
    'has no loader for %j',
    (name) => {
      expect(templateLoader(name)).toBeUndefined();
    },
  );

  it.each(Object.keys(TEMPLATE_MARKERS))('loads %s as a module with an App component', async (name) => {
    const module = await templateLoader(name)!();
    expect(typeof module.App).toBe('function');
  });

  it('gives every template folder the same build setup (the copies must not drift apart)', () => {
    for (const file of ['build.mjs', 'tsconfig.json', '.gitignore', 'src/main.tsx', 'src/asset-url.tsx', 'src/styles.css']) {
      const copies = KNOWN_TEMPLATES.map((name) => readFileSync(path.join(root, 'templates', name, file), 'utf8'));
      expect(new Set(copies).size, file).toBe(1);
    }
  });

  it('serves each template public/ folder under its slug', () => {
    expect(templateAssetBase('real-estate-listings')).toBe('/api/templates/real-estate-listings/assets/');
  });
});

const BUILD_SCRIPT = '../../esbuild.config.mjs';

describe('code splitting (the client build metafile)', () => {
  let metafile: esbuild.Metafile;
  beforeAll(async () => {
    // The real build's options (esbuild.config.mjs); only `write` and logging differ.
    type Options = (dir: string) => esbuild.BuildOptions;
    const { clientBuildOptions, pageScriptBuildOptions } = (await import(BUILD_SCRIPT)) as { clientBuildOptions: Options; pageScriptBuildOptions: Options };
    // The islands' bundle and the page script's, built apart as the real build does.
    const [islands, page] = await Promise.all([clientBuildOptions, pageScriptBuildOptions].map((options) => esbuild.build({ ...options(assetsDir), logLevel: 'silent', write: false })));
    metafile = { inputs: { ...islands!.metafile!.inputs, ...page!.metafile!.inputs }, outputs: { ...islands!.metafile!.outputs, ...page!.metafile!.outputs } };
  }, 60_000);

  /** The output files a module's chunk loads before it runs (static imports, transitively). */
  function staticClosure(output: string, seen = new Set<string>([output])): Set<string> {
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      staticClosure(imported.path, seen);
    }
    return seen;
  }
  const outputOf = (entryPoint: string) => Object.keys(metafile.outputs).find((file) => metafile.outputs[file]!.entryPoint === entryPoint);
  const templateInputs = (outputs: Set<string>) => [...outputs].flatMap((file) => Object.keys(metafile.outputs[file]!.inputs)).filter((input) => input.startsWith('templates/'));

  it('is the build in dist/ (it reproduces its hashed files)', () => {
    const built = new Set(readdirSync(assetsDir));
    const missing = Object.keys(metafile.outputs)
      .map((file) => path.basename(file))
      .filter((name) => !built.has(name));
    expect(missing, 'dist/ is older than the sources: run `npm run build`').toEqual([]);
  });

  it('puts each template in a chunk of its own, loaded only by the registry', () => {
    for (const name of KNOWN_TEMPLATES) {
      const chunk = outputOf(`templates/${name}/src/app.tsx`);
      expect(chunk, name).toBeDefined();
      const importers = Object.entries(metafile.outputs).filter(([, output]) => output.imports.some((imported) => imported.path === chunk));
      expect(importers.map(([, output]) => output.imports.find((imported) => imported.path === chunk)!.kind), name).toEqual(['dynamic-import']);
    }
  });

  // What a page loads before any template: the page script, and each island's entry with what it
  // imports statically (pages are server HTML with islands, decision 102). The template demo's
  // island included: a template arrives only when it asks the registry.
  const firstLoads = () => ['src/page-script/index.ts', ...Object.values(metafile.outputs).flatMap((output) => (output.entryPoint?.startsWith('island-entry:') ? [output.entryPoint] : []))];

  it('keeps template code out of the page script and every island, the template demo included', () => {
    expect(firstLoads()).toEqual(expect.arrayContaining(['src/page-script/index.ts', 'island-entry:template-demo', 'island-entry:console']));
    for (const start of firstLoads()) expect(templateInputs(staticClosure(outputOf(start)!)), start).toEqual([]);
  });

  it('leaves no template text in the JavaScript dist/ serves before a template is asked for', async () => {
    if (!existsSync(path.join(root, 'dist/client/manifest.json'))) throw new Error('dist/ is missing: run `npm run build`');
    const read = (file: string) => readFile(path.join(assetsDir, path.basename(file)), 'utf8');
    const scripts = new Set(firstLoads().flatMap((start) => [...staticClosure(outputOf(start)!)]));
    expect(scripts.size).toBeGreaterThan(3);
    const text = (await Promise.all([...scripts].map(read))).join('\n');
    for (const [name, marker] of Object.entries(TEMPLATE_MARKERS)) {
      expect(text.includes(marker), name).toBe(false);
      // The marker is real: the template's own chunk has it.
      expect(await read(outputOf(`templates/${name}/src/app.tsx`)!), name).toContain(marker);
    }
  });
});
