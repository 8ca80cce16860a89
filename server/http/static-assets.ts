// Serves the hashed client build: the brotli or gzip file written at build time when the
// browser accepts it (scripts and styles; the font is compressed already), with a year-long immutable cache (the name changes when the content does).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export function hashedAssets(assetsDir: string): RequestHandler {
  const root = path.resolve(assetsDir);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    // Build output is flat: one file name, no folders, no dots leading anywhere else.
    if (!/^[\w-]+\.(js|css|map|woff2)$/.test(name)) return next();
    const file = path.join(root, name);
    const accepted = String(req.headers['accept-encoding'] ?? '');
    for (const candidate of [...ENCODINGS.filter((e) => accepted.includes(e.name)), null]) {
      const target = candidate ? file + candidate.suffix : file;
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) continue;
      res.set({
        'Content-Type': TYPES[path.extname(name)] ?? 'application/octet-stream',
        'Content-Length': String(info.size),
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
      });
      if (candidate) res.set('Content-Encoding', candidate.name);
      if (req.method === 'HEAD') return res.end();
      createReadStream(target).on('error', next).pipe(res);
      return;
    }
    next();
  };
}
