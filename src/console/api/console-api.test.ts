// The console's bound calls against a real HTTP server on 127.0.0.1: the table's method and path
// with its parameters filled in, the bearer, query values, a file's bytes, and a 401 that ends
// the session (but not sign-in's 401, a wrong password).
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, isUnauthorized } from '../../lib/api/api-client';
import { bindConsoleApi } from './console-api';

let server: Server;
let base = '';
const seen: { method?: string; url?: string; bearer?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, bearer: req.headers.authorization, type: req.headers['content-type'], body });
      if (req.headers.authorization !== 'Bearer good') return res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"code":"unauthorized"}');
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The calls go to the test server: the table's paths are relative to the page's origin. */
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (input, init) => realFetch(`${base}${String(input)}`, init);
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('bindConsoleApi', () => {
  it("fills the path's parameters, encoded, and sends the bearer and the JSON body", async () => {
    const call = bindConsoleApi({ token: 'good', expire: () => undefined });
    await call('restorePost', { params: { slug: 'a b' }, body: { commit: 'abc' } });
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/api/admin/posts/a%20b/restore', bearer: 'Bearer good', type: 'application/json', body: '{"commit":"abc"}' });
  });

  it("sends query values and a file's bytes as they are", async () => {
    const call = bindConsoleApi({ token: 'good', expire: () => undefined });
    await call('uploadImage', { query: { post: 'my-post', name: 'a cat.gif' }, body: new Blob(['GIF89a']) });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/images?post=my-post&name=a+cat.gif', type: 'application/octet-stream', body: 'GIF89a' });
  });

  it('refuses a query parameter the table does not list for the call', async () => {
    const call = bindConsoleApi({ token: 'good', expire: () => undefined });
    await expect(call('listPosts', { query: { tag: 'x' } })).rejects.toThrow('listPosts takes no query parameter "tag"');
  });

  it('ends the session on a 401, still raises it, and sends nothing more with that token', async () => {
    let expired = 0;
    const call = bindConsoleApi({ token: 'old', expire: () => (expired += 1) });
    await expect(call('syncNow')).rejects.toThrow(new ApiRequestError(401, '401: {"code":"unauthorized"}'));
    expect(expired).toBe(1);
    const sent = seen.length;
    await expect(call('uploadImage', { query: { post: 'p', name: 'b.gif' }, body: new Blob(['GIF89a']) })).rejects.toSatisfy(isUnauthorized);
    expect(seen.length).toBe(sent);
    expect(expired).toBe(1);
  });

  it("sends no bearer to sign in, and its 401 (a wrong password) ends nothing", async () => {
    let expired = 0;
    const call = bindConsoleApi({ token: null, expire: () => (expired += 1) });
    await expect(call('signIn', { body: { password: 'nope' } })).rejects.toThrow('401');
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/session', bearer: undefined });
    expect(expired).toBe(0);
  });
});
