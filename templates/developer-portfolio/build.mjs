// Builds the site into dist/ (`npm run build`) or serves it with rebuilds on every save
// (`npm run dev`). esbuild bundles the React code; the Tailwind CLI builds the stylesheet from
// the classes used in src/. public/ and index.html are copied as they are.
import { spawn } from 'node:child_process';
import { cp, mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const dev = process.argv.includes('--serve');
const port = Number(process.env.PORT ?? 5173);
const tailwindPackage = createRequire(import.meta.url).resolve('@tailwindcss/cli/package.json');
const tailwindCli = path.join(path.dirname(tailwindPackage), 'dist', 'index.mjs');

/** @type {import('esbuild').BuildOptions} */
const options = {
  absWorkingDir: root,
  entryPoints: ['src/main.tsx'],
  outdir: path.join(dist, 'assets'),
  bundle: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  minify: !dev,
  sourcemap: dev,
  define: { 'process.env.NODE_ENV': dev ? '"development"' : '"production"' },
  logLevel: 'info',
};

function tailwind(...flags) {
  const args = [tailwindCli, '-i', 'src/styles.css', '-o', 'dist/assets/styles.css', ...flags];
  return spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
}

await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });
await cp(path.join(root, 'public'), dist, { recursive: true });
await cp(path.join(root, 'index.html'), path.join(dist, 'index.html'));

if (dev) {
  tailwind('--watch');
  const context = await esbuild.context(options);
  await context.watch();
  await context.serve({ servedir: dist, port });
  console.log(`Serving http://localhost:${port} — edit src/ and reload the page`);
} else {
  await esbuild.build(options);
  await new Promise((resolve, reject) => {
    tailwind('--minify').on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tailwindcss exited with ${code}`))));
  });
  console.log('Built dist/ — serve that folder with any static web server');
}
