// `npm run dev`: builds, starts the server (NODE_ENV=development), and on every change under
// src/, server/, templates/ or scripts/cli/ builds again and restarts the server, so a reload
// of the browser shows the change. A failed build is printed and the running server is kept.
// The server reads .env like in production; PORT and the rest come from there or the shell.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { watch } from 'chokidar';
import { buildAll } from '../esbuild.config.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const WATCHED = ['src', 'server', 'templates', 'scripts/cli'].map((dir) => path.join(root, dir));

let server = null;
let building = false;
let again = false;
let timer = null;

function startServer() {
  server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist', 'server', 'main.js')], {
    cwd: process.cwd(),
    env: { NODE_ENV: 'development', ...process.env },
    stdio: 'inherit',
  });
  const child = server;
  child.once('exit', (code, signal) => {
    if (server === child && signal !== 'SIGTERM') console.error(`dev: the server stopped (${signal ?? `exit ${code}`}); it starts again at the next change`);
    if (server === child) server = null;
  });
}

function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function rebuild(reason) {
  if (building) {
    again = true;
    return;
  }
  building = true;
  try {
    console.error(`dev: ${reason}; building`);
    await buildAll({ terser: false });
    await stopServer();
    startServer();
  } catch (error) {
    console.error(`dev: the build failed; the running server is kept\n${error instanceof Error ? error.message : String(error)}`);
  } finally {
    building = false;
    if (again) {
      again = false;
      void rebuild('more changes');
    }
  }
}

const watcher = watch(WATCHED, { ignoreInitial: true, ignored: (file) => /(^|[/\\])(\.|node_modules)/.test(path.relative(root, file)) });
watcher.on('all', (_event, file) => {
  clearTimeout(timer);
  timer = setTimeout(() => void rebuild(`${path.relative(root, file)} changed`), 150);
});

const quit = async () => {
  await watcher.close();
  await stopServer();
  process.exit(0);
};
process.once('SIGINT', quit);
process.once('SIGTERM', quit);

await rebuild('starting');
