// `npm start`: builds when dist/ is missing or older than the sources, then runs the server.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const stamp = path.join(root, 'dist', 'build-stamp');

async function newestSource() {
  let newest = 0;
  for (const item of ['src', 'server', 'esbuild.config.mjs', 'package-lock.json']) {
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

const built = await stat(stamp).catch(() => null);
if (!built || built.mtimeMs < (await newestSource())) {
  console.log('start: building (sources changed since the last build)');
  const { buildAll } = await import('../esbuild.config.mjs');
  await buildAll();
}
await import(path.join(root, 'dist', 'server', 'main.js'));
