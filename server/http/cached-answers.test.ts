// The short path on a real HTTP server: what it answers from the caches, how, and what it leaves
// to the ordinary way (here a listener that answers 599).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readKey } from '../api/read-api';
import { cachedAnswers } from './cached-answers';
import { CompressedBody, strongEtag } from './compressed-body';

const html = `<!DOCTYPE html><p>${'A cached page. '.repeat(200)}</p>`;
const page = new CompressedBody(html);
const json = new CompressedBody(JSON.stringify([{ slug: 'a' }]));
const pages: Record<string, { status: number; body: CompressedBody; location?: string }> = {
  '/works': { status: 200, body: page },
  '/missing': { status: 404, body: page },
  '/moved': { status: 301, body: new CompressedBody(''), location: '/works' },
};


const readKeyOf = (target: string) => {
  const asked = readKey(target);
  return 'error' in asked ? null : asked.key;
};
let server: Server;
let base: string;
let trusted = true;
beforeAll(async () => {
  const answer = cachedAnswers({
    // The read API's own rule says which parameters count (`?ignored=1` does not).
    sources: { page: (url) => pages[url], api: (target) => (readKeyOf(target) === '/api/blog' ? json : undefined) },
    securityHeaders: (secure) => ({ 'X-Frame-Options': 'SAMEORIGIN', 'Content-Security-Policy': secure ? "default-src 'self'; upgrade-insecure-requests" : "default-src 'self'" }),
    trustProxy: () => trusted,
    page: { cacheControl: 'no-cache', contentType: 'text/html; charset=utf-8' },
    api: { cacheControl: 'no-cache', contentType: 'application/json; charset=utf-8' },
  });
  server = createServer((req, res) => answer(req, res) || res.writeHead(599).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request: the exact bytes and headers on the wire, nothing decompressed or added. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string>; bytes: Buffer; text: () => string }>((resolve, reject) => {
    // A connection each: the short path decides about a proxy once per connection.
    request(base + path, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode!, headers: response.headers as Record<string, string>, bytes, text: () => bytes.toString() });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('the short path', () => {
  it('answers a cached page with its bytes, type, caching, ETag and security headers', async () => {
    const response = await get('/works', { 'accept-encoding': 'gzip' });
    const bytes = response.bytes;
    expect(response.status).toBe(200);
    expect(gunzipSync(bytes).toString()).toBe(html);
    expect(Object.fromEntries(Object.entries(response.headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)))).toEqual({
      'cache-control': 'no-cache',
      'content-encoding': 'gzip',
      'content-length': String(bytes.length),
      'content-security-policy': "default-src 'self'",
      'content-type': 'text/html; charset=utf-8',
      etag: strongEtag(bytes),
      vary: 'Accept-Encoding',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it('sends each encoding its own bytes and ETag, and a small or unaccepted body as it is', async () => {
    const br = await get('/works', { 'accept-encoding': 'br' });
    const plain = await get('/works', { 'accept-encoding': 'identity' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text()).toBe(html);
    expect(new Set([br.headers.etag, plain.headers.etag]).size).toBe(2);
    const api = await get('/api/blog?ignored=1', { 'accept-encoding': 'br' });
    expect([api.status, api.headers['content-encoding'], api.text()]).toEqual([200, undefined, '[{"slug":"a"}]']);
  });

  it('answers each Accept-Encoding as sent with its own encoding, however many values clients make up', async () => {
    const expected = { gzip: (await get('/works', { 'accept-encoding': 'gzip' })).headers.etag, br: (await get('/works', { 'accept-encoding': 'br' })).headers.etag };
    // More distinct values than the short path remembers per body: the later ones are negotiated anew.
    for (let n = 0; n < 40; n += 1) {
      const [sent, encoding] = n % 3 === 0 ? [`gzip;q=0.${n}`, 'gzip'] : n % 3 === 1 ? [`br, x-${n}`, 'br'] : [`x-${n}`, undefined];
      const response = await get('/works', { 'accept-encoding': sent });
      expect(response.headers['content-encoding'], sent).toBe(encoding);
      if (encoding) expect(response.headers.etag, sent).toBe(expected[encoding as 'gzip' | 'br']);
      else expect(response.text(), sent).toBe(html);
    }
  });

  it('answers a matching If-None-Match with 304 and no body, unless the browser asks for a reload', async () => {
    const { headers } = await get('/works', { 'accept-encoding': 'gzip' });
    const etag = headers.etag!;
    const revalidated = await get('/works', { 'accept-encoding': 'gzip', 'if-none-match': `W/"nope", ${etag}` });
    expect([revalidated.status, revalidated.text(), revalidated.headers.etag, revalidated.headers['content-type']]).toEqual([304, '', etag, undefined]);
    expect((await get('/works', { 'accept-encoding': 'gzip', 'if-none-match': etag, 'cache-control': 'no-cache' })).status).toBe(200);
    expect((await get('/works', { 'accept-encoding': 'gzip', 'if-none-match': '"other"' })).status).toBe(200);
    expect((await get('/works', { 'if-modified-since': new Date().toUTCString() })).status).toBe(200);
  });

  it('answers HEAD for a page with the headers alone', async () => {
    const response = await get('/works', { 'accept-encoding': 'identity' }, 'HEAD');
    expect([response.status, response.headers['content-length'], response.text()]).toEqual([200, String(Buffer.byteLength(html)), '']);
  });

  it('names the scheme a trusted proxy reports, and ignores it from anyone else', async () => {
    expect((await get('/works', { 'x-forwarded-proto': 'https, http' })).headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect((await get('/works', { 'x-forwarded-proto': ' https ' })).headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect((await get('/works', { 'x-forwarded-proto': 'http, https' })).headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect((await get('/works')).headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    trusted = false;
    expect((await get('/works', { 'x-forwarded-proto': 'https' })).headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    trusted = true;
  });

  it.each([
    ['an uncached page', 'GET', '/blog', {}],
    ['an error page', 'GET', '/missing', {}],
    ['a redirect', 'GET', '/moved', {}],
    ['a write', 'POST', '/works', {}],
    ['an uncached API path', 'GET', '/api/projects', {}],
    ['the console (credentials)', 'GET', '/api/blog', { authorization: 'Bearer x' }],
    ['the sign-in check (HEAD)', 'HEAD', '/api/blog', {}],
  ])('leaves %s to the ordinary way', async (_name, method, path, headers) => {
    expect((await get(path, headers, method)).status).toBe(599);
  });
});
