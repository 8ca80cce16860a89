// Load (`npm run test:load`: 100 connections for 20 s per path; `npm test` runs 5 s): the home
// page, a post page and the post list end with zero errors and zero non-2xx answers, and the
// server's memory settles back near where it started.
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const CONNECTIONS = 100;

let site: TempSite;
let server: ServerProcess;
let postPath = '';
beforeAll(async () => {
  site = await createTempSite();
  server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir });
  const [post] = (await (await fetch(`${server.url}/api/blog`)).json()) as { slug: string }[];
  postPath = `/blog/${post!.slug}`;
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await site?.cleanup();
});

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`load: ${CONNECTIONS} connections for ${SECONDS} s`, () => {
  it('serves /, a post page and /api/blog without an error or a non-2xx answer, and memory settles', async () => {
    await fetch(server.url);
    const startRss = await server.rssBytes();
    const summary: string[] = [];
    for (const path of ['/', postPath, '/api/blog']) {
      const result = await autocannon({ url: server.url + path, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'gzip, br' } });
      summary.push(`${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
      expect({ path, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ path, errors: 0, timeouts: 0, non2xx: 0 });
      expect(result.requests.total).toBeGreaterThan(0);
    }
    await settle(3000);
    const endRss = await server.rssBytes();
    console.log(`${summary.join('; ')}; RSS ${Math.round(startRss / 1e6)} MB → ${Math.round(endRss / 1e6)} MB`);
    // Memory back near its starting level: no per-request growth kept after the load ends.
    expect(endRss).toBeLessThan(startRss * 1.6 + 40e6);
  }, SECONDS * 3 * 1000 + 60_000);
});
