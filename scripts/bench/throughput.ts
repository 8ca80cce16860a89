// Requests per second and p99 latency of server-rendered pages and the API, next to the same
// server answering a static file of the same size: the ratio is the figure to watch.
import { cp, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../../tests/support/server-process';
import { createTempSite, REPO_ROOT } from '../../tests/support/temp-site';

export interface ThroughputRow {
  path: string;
  bytes: number;
  rps: number;
  p99Ms: number;
  staticRps: number;
  staticP99Ms: number;
  ratio: number;
}

const CONNECTIONS = 100;

async function hammer(url: string, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { 'accept-encoding': 'gzip, br' } });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { rps: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

export async function measureThroughput(seconds: number): Promise<ThroughputRow[]> {
  // A scratch app folder, so the same-size static files live outside the checkout. The server
  // finds public/ beside its own file (symbolic links resolved), so dist/ and public/ are copied;
  // the packages it loads at run time and its templates are linked.
  const scratch = await mkdtemp(path.join(tmpdir(), 'folio-bench-'));
  for (const folder of ['dist', 'public']) await cp(path.join(REPO_ROOT, folder), path.join(scratch, folder), { recursive: true });
  for (const entry of ['node_modules', 'templates', 'package.json']) await symlink(path.join(REPO_ROOT, entry), path.join(scratch, entry));
  const site = await createTempSite();
  const server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir }, scratch);
  try {
    const [post] = (await (await fetch(`${server.url}/api/blog`)).json()) as { slug: string }[];
    const rows: ThroughputRow[] = [];
    for (const [i, pagePath] of ['/', `/blog/${post!.slug}`, '/api/blog'].entries()) {
      const body = await (await fetch(server.url + pagePath)).text();
      const staticName = `bench-static-${i}${pagePath.startsWith('/api') ? '.json' : '.html'}`;
      await writeFile(path.join(scratch, 'public', staticName), body);
      const dynamic = await hammer(server.url + pagePath, seconds);
      const fixed = await hammer(`${server.url}/${staticName}`, seconds);
      rows.push({
        path: pagePath,
        bytes: Buffer.byteLength(body),
        rps: dynamic.rps,
        p99Ms: dynamic.p99Ms,
        staticRps: fixed.rps,
        staticP99Ms: fixed.p99Ms,
        ratio: Number((dynamic.rps / fixed.rps).toFixed(2)),
      });
    }
    return rows;
  } finally {
    await server.stop();
    await site.cleanup();
    await rm(scratch, { recursive: true, force: true });
  }
}
