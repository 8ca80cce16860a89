// Server CPU per request for cached answers, next to a minimal Node server sending the same
// bytes — the site's answer, body and headers, as captured from it (scripts/bench/minimal-server.mjs) — measured side by side in one run: both processes
// are loaded by autocannon in turn (gzip, 50 connections) and their CPU time (all threads, from
// /proc) is divided by the requests they answered. The ratio is the figure to watch.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../../tests/support/server-process';
import { createTempSite } from '../../tests/support/temp-site';

export interface ServerCostRow {
  path: string;
  bytes: number;
  /** Site: µs of CPU per request, requests per second. */
  siteUs: number;
  siteRps: number;
  minimalUs: number;
  minimalRps: number;
  ratio: number;
}

const CONNECTIONS = 50;
/** Linux clock ticks per second (CPU times in /proc are counted in them). */
const CLOCK_TICKS = 100;

async function cpuSeconds(pid: number): Promise<number> {
  // Fields after the command name: state is 3rd; utime and stime are the 14th and 15th.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function load(url: string, seconds: number, pid: number) {
  const before = await cpuSeconds(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
  const cpu = (await cpuSeconds(pid)) - before;
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { usPerRequest: (cpu * 1e6) / result.requests.total, rps: Math.round(result.requests.average) };
}

async function startMinimal(file: string, headersFile: string): Promise<{ url: string; pid: number; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(path.dirname(new URL(import.meta.url).pathname), 'minimal-server.mjs'), file, headersFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /on (http:\/\/\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`minimal server exited with ${code}`)));
  });
  return { url, pid: child.pid!, child };
}

/** Headers Node writes itself on every answer: the minimal server gets its own. */
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The bytes on the wire for a gzip request (fetch would decompress them), and the headers sent with them. */
function rawGet(url: string): Promise<{ bytes: Buffer; headers: Record<string, string | string[]> }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      const headers = Object.fromEntries(Object.entries(response.headers).filter(([name, value]) => value !== undefined && !NODE_HEADERS.has(name))) as Record<string, string | string[]>;
      response.on('end', () => resolve({ bytes: Buffer.concat(chunks), headers }));
    })
      .on('error', reject)
      .end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureServerCost(seconds: number, rounds: number): Promise<ServerCostRow[]> {
  const site = await createTempSite();
  const server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir });
  const scratch = await mkdtemp(path.join(tmpdir(), 'folio-cost-'));
  try {
    const [post] = (await (await fetch(`${server.url}/api/blog`)).json()) as { slug: string }[];
    const rows: ServerCostRow[] = [];
    for (const pagePath of [`/blog/${post!.slug}`, '/', '/blog', '/api/blog']) {
      // The exact answer the site sends for a gzip request, body and headers, for the minimal server.
      const { bytes, headers } = await rawGet(server.url + pagePath);
      const file = path.join(scratch, 'body');
      const headersFile = path.join(scratch, 'headers.json');
      await writeFile(file, bytes);
      await writeFile(headersFile, JSON.stringify(headers));
      const minimal = await startMinimal(file, headersFile);
      try {
        const site: { usPerRequest: number; rps: number }[] = [];
        const reference: { usPerRequest: number; rps: number }[] = [];
        // Warm both (JIT, caches), then alternate, so both see the same machine.
        await load(server.url + pagePath, 2, server.pid);
        await load(minimal.url, 2, minimal.pid);
        for (let round = 0; round < rounds; round += 1) {
          site.push(await load(server.url + pagePath, seconds, server.pid));
          reference.push(await load(minimal.url, seconds, minimal.pid));
        }
        const siteUs = median(site.map((sample) => sample.usPerRequest));
        const minimalUs = median(reference.map((sample) => sample.usPerRequest));
        rows.push({
          path: pagePath,
          bytes: bytes.length,
          siteUs: Number(siteUs.toFixed(1)),
          siteRps: median(site.map((sample) => sample.rps)),
          minimalUs: Number(minimalUs.toFixed(1)),
          minimalRps: median(reference.map((sample) => sample.rps)),
          ratio: Number((siteUs / minimalUs).toFixed(2)),
        });
      } finally {
        minimal.child.kill('SIGTERM');
      }
    }
    return rows;
  } finally {
    await server.stop();
    await site.cleanup();
    await rm(scratch, { recursive: true, force: true });
  }
}
