// `npm start`: builds when dist/ is missing or older than the sources, then runs the server.
import path from 'node:path';
import { buildIfStale } from '../esbuild.config.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
if (await buildIfStale()) console.log('start: built dist/ (sources changed since the last build)');
await import(path.join(root, 'dist', 'server', 'main.js'));
