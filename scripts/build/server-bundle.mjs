// The server bundle: the server and the owner's commands, each one ESM file with the packages
// it uses inside (decision 036), pure ASCII so V8 keeps its source compact.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

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

export async function buildServer(dist) {
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

