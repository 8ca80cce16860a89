// Runs a built entry point: `node scripts/run-built.mjs server/main` (npm start) or
// `scripts/cli/backup` (npm run backup). In a full install it first builds dist/ when it is
// missing or the sources are newer, saying so in a line per step; in a production install
// (npm ci --omit=dev, no esbuild) it runs dist/ as it was built, and says what to do when there
// is none.
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const entry = process.argv[2];
if (!entry || !/^[\w/-]+$/.test(entry)) {
  console.error('usage: node scripts/run-built.mjs <entry, e.g. server/main>');
  process.exit(2);
}
process.argv.splice(2, 1);

const build = await import('../esbuild.config.mjs').catch((error) => {
  if (error?.code === 'ERR_MODULE_NOT_FOUND') return null; // esbuild is a dev dependency
  throw error;
});
// The build's lines go to standard error: standard output is the server's log.
if (build) await build.buildIfStale({ log: (line) => console.error(line) });

const file = path.join(root, 'dist', `${entry}.js`);
if (!existsSync(file)) {
  console.error(`${file} is missing. Build first with the dev dependencies installed: npm ci && npm run build (then npm prune --omit=dev if you like).`);
  process.exit(1);
}
await import(file);
