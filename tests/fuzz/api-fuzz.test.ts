// The fuzz suite (`npm run test:fuzz`; `npm test` runs it with a smaller count): thousands of
// hostile requests at every endpoint of the real server. None may answer 5xx, hang or crash the
// server, write anywhere but its own data files, or change what is stored.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, REPO_ROOT, type TempSite } from '../support/temp-site';
import { postInput, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createRng } from '../support/seeded-random';
import { hostileRequest, type FuzzTarget, type HostileRequest } from './hostile-requests';

const COUNT = Number(process.env.FUZZ_COUNT ?? 120);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const CONCURRENCY = 8;

export const FUZZ_TARGETS: FuzzTarget[] = [
  { method: 'GET', path: '/api/projects' },
  { method: 'GET', path: '/api/projects/:slug' },
  { method: 'GET', path: '/api/blog' },
  { method: 'GET', path: '/api/blog/:slug' },
  { method: 'GET', path: '/api/templates' },
  { method: 'GET', path: '/api/templates/:slug' },
  { method: 'GET', path: '/api/content/about.txt' },
  { method: 'GET', path: '/api/site' },
  { method: 'GET', path: '/api/search?q=:slug' },
  { method: 'GET', path: '/search?q=:slug' },
  { method: 'GET', path: '/api/templates/:slug/export' },
  { method: 'GET', path: '/api/templates/real-estate-listings/assets/:slug' },
  { method: 'GET', path: '/api/templates/:slug/assets/images/:slug' },
  { method: 'GET', path: '/images/projects/:slug' },
  { method: 'GET', path: '/images/:slug' },
  { method: 'GET', path: '/blog/:slug' },
  { method: 'GET', path: '/works/:slug' },
  { method: 'POST', path: '/api/contact', validBody: { name: 'Ada Lovelace', email: 'ada@example.com', service: 'Other', message: 'I need a map.', submitted: '2026-11-22T10:00:00.000Z' }, required: ['name', 'email', 'message'] },
  { method: 'POST', path: '/api/call-request', validBody: { name: 'Ada Lovelace', email: 'ada@example.com', times: 'Tuesday afternoons', timeZone: 'Europe/London', topic: 'A map search for listings' }, required: ['name', 'email', 'times', 'topic'] },
  { method: 'POST', path: '/api/signup', validBody: { name: 'Ada Lovelace', email: 'ada@example.com' }, required: ['name', 'email'] },
  // The console, with wrong, malformed and expired tokens: every answer is 401 (or 429), nothing is written.
  { method: 'POST', path: '/api/admin/session', validBody: { password: 'not the password' }, required: ['password'] },
  { method: 'DELETE', path: '/api/admin/session', token: 'bad' },
  { method: 'HEAD', path: '/api/blog', token: 'bad' },
  { method: 'GET', path: '/api/blog', token: 'bad' },
  { method: 'POST', path: '/api/blog', token: 'bad', validBody: postInput('fuzz-post'), required: ['title', 'slug', 'summary', 'tags'] },
  { method: 'POST', path: '/api/blog/generate', token: 'bad', validBody: { content: 'Maps for property search.' } },
  { method: 'GET', path: '/api/admin/posts/:slug', token: 'bad' },
  { method: 'GET', path: '/api/admin/posts/:slug/history', token: 'bad' },
  { method: 'DELETE', path: '/api/admin/posts/:slug', token: 'bad' },
  { method: 'GET', path: '/api/admin/leads/contacts.csv', token: 'bad' },
  { method: 'GET', path: '/api/admin/problems', token: 'bad' },
  { method: 'POST', path: '/api/admin/preview', token: 'bad', validBody: { content: '# Preview', format: 'markdown' } },
  { method: 'GET', path: '/api/admin/sync', token: 'bad' },
  { method: 'POST', path: '/api/admin/sync', token: 'bad' },
  { method: 'POST', path: '/api/hooks/content', token: 'bad', validBody: { ref: 'refs/heads/main' }, required: ['ref'] },
  // The console with a real token and broken bodies or hostile slugs: 4xx, nothing committed.
  { method: 'POST', path: '/api/blog', token: 'valid', validBody: postInput('fuzz-post'), required: ['title', 'slug', 'summary', 'tags'] },
  { method: 'PUT', path: '/api/admin/posts/:slug', token: 'valid', validBody: { ...postInput('fuzz-post'), version: 'x' }, required: ['title', 'summary', 'tags', 'version'] },
  { method: 'GET', path: '/api/admin/posts/:slug/history/:slug', token: 'valid' },
  { method: 'POST', path: '/api/admin/posts/:slug/restore', token: 'valid', validBody: { commit: 'abcdef1' }, required: ['commit'] },
  { method: 'DELETE', path: '/api/admin/posts/:slug', token: 'valid' },
  { method: 'GET', path: '/api/admin/images?post=:slug', token: 'valid' },
  { method: 'POST', path: '/api/admin/images?post=fuzz-post&name=:slug', token: 'valid', validBody: { image: 'not bytes' }, required: ['image'] },
  { method: 'POST', path: '/api/blog', token: 'valid', validBody: postInput('fuzz-markdown', { content: `# Markdown\n\n${'A line of Markdown text. '.repeat(3)}`, format: 'markdown' }), required: ['title', 'slug', 'summary', 'tags'] },
  { method: 'POST', path: '/api/admin/preview', token: 'valid', validBody: { content: '# Preview\n\n| a | b |\n|---|---|\n| 1 | 2 |', format: 'markdown', slug: 'fuzz-post' }, required: ['content'] },
  // Preview links: a hostile token opens nothing; the console's calls refuse a bad body or slug.
  { method: 'GET', path: '/preview/:slug' },
  { method: 'GET', path: '/api/preview/:slug' },
  { method: 'POST', path: '/api/admin/preview-links', token: 'bad', validBody: { slug: 'fuzz-post' }, required: ['slug'] },
  { method: 'POST', path: '/api/admin/preview-links', token: 'valid', validBody: { slug: 'fuzz-post', expiresInSeconds: 60 }, required: ['slug'] },
  { method: 'DELETE', path: '/api/admin/preview-links/:slug', token: 'valid' },
];

let site: TempSite;
let server: ServerProcess;
let validToken = '';

async function snapshot(): Promise<{ data: string; root: string[]; git: string; head: string }> {
  const hash = createHash('sha256');
  // The stored leads; session and throttle files change with every sign-in attempt by design.
  for (const name of (await readdir(site.dataDir).catch(() => [])).filter((file) => ['contacts.json', 'signups.json'].includes(file)).sort()) {
    hash.update(name).update(await readFile(path.join(site.dataDir, name)));
  }
  return { data: hash.digest('hex'), root: (await readdir(site.root)).sort(), git: await site.git('status', '--porcelain'), head: await site.git('rev-parse', 'HEAD') };
}

/** What an answer must never show: a stack frame, a server path, a module path. */
const LEAKS = [/\n\s+at .+:\d+:\d+/, /node_modules/, new RegExp(REPO_ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), /\/tmp\/folio-test-/];

/** Raw HTTP, because fetch refuses some hostile shapes (a GET with a body) before they leave. */
function send(request: HostileRequest): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = httpRequest({ hostname, port, method: request.method, path: request.path, headers: request.headers, timeout: 10_000 }, (response) => {
      // The status is the answer; a server may answer (404, 413) before reading a large body and
      // then close the connection, which the client sees as EPIPE — that is not a failure.
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out: the server hung')));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      // Refusing to read a body over the 1 MB limit may reset the connection before the
      // answer is parsed; the health check after each batch proves the server is still up.
      const oversize = (request.body?.length ?? 0) > 1_000_000;
      if (oversize && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) resolve({ status: 413, body: '' });
      else reject(error);
    });
    outgoing.end(request.body);
  });
}

beforeAll(async () => {
  site = await createTempSite();
  // The rate limit is off so that every request reaches validation.
  server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, LEADS_RATE_LIMIT: '0', ADMIN_PASSWORD: TEST_PASSWORD });
  validToken = await signIn(server.url);
  // One valid lead of each kind, so the data files exist and their content can be compared.
  for (const endpoint of ['/api/contact', '/api/signup']) {
    const body = FUZZ_TARGETS.find((target) => target.path === endpoint)!.validBody;
    await fetch(server.url + endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  }
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await site?.cleanup();
});

describe.each(FUZZ_TARGETS.map((target) => [`${target.method} ${target.path}`, target] as const))('%s', (_name, target) => {
  it(`answers ${COUNT} hostile requests without a 5xx, a hang or a stored change`, async () => {
    const before = await snapshot();
    const rng = createRng(SEED + target.path.length * 7919 + target.method.length);
    const failures: string[] = [];
    const queue = Array.from({ length: COUNT }, () => hostileRequest(rng, target, validToken));
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let request = queue.shift(); request; request = queue.shift()) {
          const described = `${request.method} ${request.path.slice(0, 120)} ${JSON.stringify(request.headers).slice(0, 80)} body=${String(request.body ?? '').slice(0, 80)}`;
          try {
            const { status, body } = await send(request);
            if (status >= 500) failures.push(`${status} for ${described}`);
            // Only error answers are checked: a page or post may legitimately show any text.
            const leak = status >= 400 ? LEAKS.find((pattern) => pattern.test(body)) : undefined;
            if (leak) failures.push(`${status} leaks ${leak} for ${described}: ${body.slice(0, 200)}`);
          } catch (error) {
            failures.push(`${(error as Error).name} for ${described}`);
          }
        }
      }),
    );
    expect(failures).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
