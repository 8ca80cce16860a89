// A real HTTP server on 127.0.0.1 standing in for the video provider's image host: it serves a
// thumbnail (a plain 320×180 JPEG made with sharp) and counts who asked for it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export const FAKE_THUMBNAIL_WIDTH = 320;

export interface FakeVideoProvider {
  /** A thumbnail URL to put in the settings' tutorial.thumbnailUrl. */
  thumbnailUrl: (videoId: string) => string;
  /** How many thumbnail requests arrived. */
  requests: () => number;
  close: () => Promise<void>;
}

export async function startFakeVideoProvider(): Promise<FakeVideoProvider> {
  const image = await sharp({ create: { width: FAKE_THUMBNAIL_WIDTH, height: 180, channels: 3, background: '#e11d48' } }).jpeg().toBuffer();
  let requests = 0;
  const server: Server = createServer((req, res) => {
    if (/^\/vi\/[\w-]+\/hqdefault\.jpg$/.test(req.url ?? '')) {
      requests += 1;
      res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': image.length }).end(image);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    thumbnailUrl: (videoId) => `http://127.0.0.1:${port}/vi/${videoId}/hqdefault.jpg`,
    requests: () => requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
