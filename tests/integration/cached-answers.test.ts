// The short path answers exactly as Express does (decision 022): for a page or API answer, the
// first request of a content version goes through Express and caches it, the next ones come
// from the short path — same status, bytes and headers, for each encoding, for revalidation,
// for HEAD and behind an HTTPS proxy. A content change is served at once.
import { request } from 'node:http';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

let app: TestApp;
let post: string;
beforeAll(async () => {
  app = await startTestApp();
  post = ((await (await fetch(`${app.url}/api/blog`)).json()) as { slug: string }[])[0]!.slug;
});
afterAll(() => app.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** Every answer carries the request's id back; one fixed id keeps two answers comparable. */
const REQUEST_ID = { 'x-request-id': 'cached-answers-test' };

function send(pagePath: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(app.url + pagePath, { method, headers: { ...REQUEST_ID, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = response.headers;
        resolve({ status: response.statusCode!, headers: rest, bytes: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

let drafts = 0;
/** A new content version whose public pages and answers are the same (a hidden draft). */
async function newContentVersion(): Promise<void> {
  const before = app.index.version;
  drafts += 1;
  await writeFile(path.join(app.site.contentDir, 'posts', `cache-draft-${drafts}.md`), `---\ntitle: Cache draft ${drafts}\npublishedAt: 2025-01-01\ndraft: true\n---\nHidden.\n`);
  await waitFor(async () => app.index.version !== before, 10_000);
}

/** The answer through Express (first of a new version), then from the short path. */
async function bothWays(pagePath: string, headers: Record<string, string>, method = 'GET'): Promise<[Answer, Answer]> {
  await newContentVersion();
  const first = await send(pagePath, headers, method);
  return [first, await send(pagePath, headers, method)];
}

const paths = () => ['/', '/works', `/blog/${post}`, '/services', '/api/blog', `/api/blog/${post}`, '/api/site', '/api/projects'];

describe('the short path and Express', () => {
  it.each(['br', 'gzip', 'identity'])('answer alike with accept-encoding: %s', async (encoding) => {
    await newContentVersion();
    const firsts = [];
    for (const pagePath of paths()) firsts.push(await send(pagePath, { 'accept-encoding': encoding }));
    for (const [i, pagePath] of paths().entries()) {
      const second = await send(pagePath, { 'accept-encoding': encoding });
      expect(second, pagePath).toEqual(firsts[i]);
      expect(second.status, pagePath).toBe(200);
      expect(second.headers.etag, pagePath).toMatch(/^"[0-9a-f]+-[\w+/]{27}"$/);
    }
  });

  it('answer a revalidation alike: 304 with the same headers', async () => {
    const { headers } = await send('/api/projects', { 'accept-encoding': 'gzip' });
    const [express, short] = await bothWays('/api/projects', { 'accept-encoding': 'gzip', 'if-none-match': String(headers.etag) });
    expect(express.status).toBe(304);
    expect(short).toEqual(express);
    const [page] = await Promise.all([send('/works', { 'accept-encoding': 'br' })]);
    expect((await send('/works', { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) })).status).toBe(304);
  });

  it('answer HEAD for a page alike, without a body', async () => {
    const [express, short] = await bothWays('/works', { 'accept-encoding': 'br' }, 'HEAD');
    expect(short).toEqual(express);
    expect([short.status, short.bytes.length, Number(short.headers['content-length'])]).toEqual([200, 0, expect.any(Number)]);
  });

  it('answer alike behind an HTTPS proxy on this machine: HSTS and upgraded requests', async () => {
    const [express, short] = await bothWays('/works', { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' });
    expect(short).toEqual(express);
    expect(short.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(short.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('leave the console its own list of posts even when the public one is cached', async () => {
    await send('/api/blog', {});
    expect((await send('/api/blog', { authorization: 'Bearer not-a-session' })).status).toBe(401);
  });

  it('serve a changed post at once, never the cached one', async () => {
    await send(`/api/blog/${post}`, {});
    await send(`/blog/${post}`, {});
    const before = app.index.version;
    await writeFile(path.join(app.site.contentDir, 'posts', `${post}.md`), `---\ntitle: A Title Changed By Hand\npublishedAt: 2025-02-01\n---\nA new body written by hand, long enough to be a post.\n`);
    await waitFor(async () => app.index.version !== before, 10_000);
    expect(JSON.parse((await send(`/api/blog/${post}`, {})).bytes.toString()).title).toBe('A Title Changed By Hand');
    expect((await send(`/blog/${post}`, {})).bytes.toString()).toContain('A Title Changed By Hand');
  });
});
