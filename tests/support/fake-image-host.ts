// A real HTTP server on 127.0.0.1 standing in for a host that content names an image on: a
// public image host (with the tricks a hostile one plays: a redirect inward, an endless chain of
// redirects, a body too large, no answer at all) or a service inside the network whose bytes must
// never leave it. It counts the requests for each path.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** The width of the image at /secret.png and /picture.png, unlike any fallback's. */
export const FAKE_IMAGE_WIDTH = 77;

export interface FakeImageHost {
  /** http://127.0.0.1:<port> */
  origin: string;
  url: (pathAndQuery: string) => string;
  /** Requests for a path (without the query), or for every path. */
  requests: (pathname?: string) => number;
  /** The bytes /secret.png and /picture.png answer. */
  image: Buffer;
  close: () => Promise<void>;
}

/**
 *   /picture.png, /secret.png   a PNG FAKE_IMAGE_WIDTH wide
 *   /redirect.png?to=<url>      302 to <url>
 *   /loop/<n>.png               302 to /loop/<n + 1>.png, for ever
 *   /huge.jpg                   `hugeBytes` bytes, sent in chunks without a length
 *   /huge-declared.jpg          the same, with its Content-Length
 *   /silent.jpg                 never answers
 */
export async function startFakeImageHost({ hugeBytes = 6 * 1024 * 1024 }: { hugeBytes?: number } = {}): Promise<FakeImageHost> {
  const image = await sharp({ create: { width: FAKE_IMAGE_WIDTH, height: 40, channels: 3, background: '#16a34a' } }).png().toBuffer();
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    const loop = /^\/loop\/(\d+)\.png$/.exec(url.pathname);
    if (url.pathname === '/picture.png' || url.pathname === '/secret.png') res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': image.length }).end(image);
    else if (url.pathname === '/redirect.png') res.writeHead(302, { Location: url.searchParams.get('to') ?? '/' }).end();
    else if (loop) res.writeHead(302, { Location: `/loop/${Number(loop[1]) + 1}.png` }).end();
    else if (url.pathname === '/huge.jpg' || url.pathname === '/huge-declared.jpg') {
      res.writeHead(200, { 'Content-Type': 'image/jpeg', ...(url.pathname === '/huge-declared.jpg' && { 'Content-Length': hugeBytes }) });
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < hugeBytes && !res.destroyed) {
          const part = chunk.subarray(0, Math.min(chunk.length, hugeBytes - sent));
          sent += part.length;
          if (!res.write(part)) return void res.once('drain', more);
        }
        res.end();
      };
      more();
    } else if (url.pathname !== '/silent.jpg') res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (pathAndQuery) => `${origin}${pathAndQuery}`,
    requests: (pathname) => (pathname ? (counts.get(pathname) ?? 0) : [...counts.values()].reduce((sum, count) => sum + count, 0)),
    image,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
