// The data layer's rules (spec §7), against a real HTTP server on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, ApiRequestError, getOrNull } from './api-client';

let server: Server;
let base = '';
const seen: { method?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, type: req.headers['content-type'], body });
      const routes: Record<string, () => void> = {
        '/json': () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}'),
        '/text': () => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('plain'),
        '/missing': () => res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Project not found"}'),
        '/empty-error': () => res.writeHead(503).end(),
        '/locked': () => res.writeHead(401).end('no'),
      };
      (routes[req.url ?? ''] ?? routes['/missing']!)();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiRequest', () => {
  it('parses JSON answers', async () => {
    expect(await apiRequest(`${base}/json`)).toEqual({ ok: true });
  });

  it('hands back the raw response when the answer is not JSON', async () => {
    const response = await apiRequest<Response>(`${base}/text`);
    expect(await response.text()).toBe('plain');
  });

  it('sends a body as JSON with a JSON content type', async () => {
    await apiRequest(`${base}/json`, { body: { name: 'Ada' } });
    expect(seen.at(-1)).toEqual({ method: 'POST', type: 'application/json', body: '{"name":"Ada"}' });
  });

  it("sends a file's bytes as they are, not as JSON", async () => {
    await apiRequest(`${base}/json`, { body: new Blob(['GIF89a']) });
    expect(seen.at(-1)).toEqual({ method: 'POST', type: 'application/octet-stream', body: 'GIF89a' });
  });

  it('raises "status: body text" for a non-OK answer', async () => {
    await expect(apiRequest(`${base}/missing`)).rejects.toThrow(new ApiRequestError(404, '404: {"message":"Project not found"}'));
  });

  it('uses the status text when the error body is empty', async () => {
    await expect(apiRequest(`${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });

  it('throws on 401 by default and returns null when asked to', async () => {
    await expect(apiRequest(`${base}/locked`)).rejects.toThrow('401: no');
    expect(await apiRequest(`${base}/locked`, { on401: 'return-null' })).toBeNull();
  });
});

describe('getOrNull', () => {
  it('turns a 404 into null and keeps other errors', async () => {
    expect(await getOrNull(`${base}/missing`)).toBeNull();
    await expect(getOrNull(`${base}/empty-error`)).rejects.toThrow('503');
  });
});
