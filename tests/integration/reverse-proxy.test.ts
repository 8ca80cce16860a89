// Behind a real reverse proxy: nginx runs deploy/nginx/folio.conf (the recipe docs/deploy.md shows) on
// loopback with TLS in front of the built server, and visitors connect from different loopback
// addresses (127.0.0.2, 127.0.0.3). HSTS appears because nginx says the request came over
// HTTPS; the lead rate limit and the sign-in throttle key on the address nginx saw, never on an
// X-Forwarded-For the visitor made up; the webhook, the console and the asset cache work
// through the proxy.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignature } from '../../server/sync/webhook-signature';
import { postInput, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote, type BareRemote } from '../support/bare-remote';
import { httpsRequest, type HttpsAnswer } from '../support/https-request';
import { waitFor } from '../support/in-process-app';
import { startNginx, type NginxProxy } from '../support/nginx-proxy';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, REPO_ROOT, type TempSite } from '../support/temp-site';

const SECRET = 'proxy-test-webhook-secret-0123456789';

let site: TempSite;
let remote: BareRemote;
let server: ServerProcess;
let nginx: NginxProxy;

beforeAll(async () => {
  site = await createTempSite();
  remote = await createBareRemote(site);
  server = await startServer({
    CONTENT_DIR: site.contentDir,
    DATA_DIR: site.dataDir,
    ADMIN_PASSWORD: TEST_PASSWORD,
    LEADS_RATE_LIMIT: '2',
    CONTENT_GIT_REMOTE: remote.dir,
    CONTENT_WEBHOOK_SECRET: SECRET,
    CONTENT_SYNC_INTERVAL: '0',
  });
  nginx = await startNginx(Number(new URL(server.url).port));
}, 60_000);
afterAll(async () => {
  await nginx?.stop();
  await server?.stop();
  await site?.cleanup();
});

/** A request through nginx over HTTPS from the loopback address `from`. */
function visit(pathname: string, { from = '127.0.0.2', method, headers, body }: { from?: string; method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<HttpsAnswer> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  return httpsRequest(`${nginx.httpsUrl}${pathname}`, {
    ca: nginx.ca,
    from,
    method: method ?? (json === undefined ? 'GET' : 'POST'),
    headers: { ...(json !== undefined && { 'content-type': 'application/json' }), ...headers },
    body: json,
  });
}

describe('behind nginx', () => {
  it('runs the deploy recipe: docs/deploy.md shows the files in deploy/ word for word', async () => {
    const readme = await readFile(path.join(REPO_ROOT, 'docs/deploy.md'), 'utf8');
    for (const [fence, file] of [
      ['nginx', 'deploy/nginx/folio.conf'],
      ['caddy', 'deploy/Caddyfile'],
      ['ini', 'deploy/folio.service'],
      ['ini', 'deploy/journald@folio.conf'],
    ]) {
      const text = await readFile(path.join(REPO_ROOT, file!), 'utf8');
      expect({ file, shown: readme.includes(`\`\`\`${fence}\n${text}\`\`\``) }).toEqual({ file, shown: true });
    }
  });

  it('sends HSTS when nginx says the request came over HTTPS, and nginx redirects plain HTTP', async () => {
    const page = await visit('/');
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await fetch(`${nginx.httpUrl}/blog`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\/127\.0\.0\.1\/blog$/);
    // Straight to the server, without the proxy's word, there is no HSTS.
    expect((await fetch(`${server.url}/`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('keys the lead rate limit on the address nginx saw, not on a made-up X-Forwarded-For', async () => {
    const contact = (from: string, spoofed: string) =>
      visit('/api/contact', { from, headers: { 'x-forwarded-for': spoofed }, body: { name: 'Proxy Visitor', email: 'visitor@example.com', service: 'Other', message: 'Hello through nginx.' } });
    expect((await contact('127.0.0.2', '203.0.113.1')).status).toBe(200);
    expect((await contact('127.0.0.2', '203.0.113.2')).status).toBe(200);
    expect((await contact('127.0.0.2', '203.0.113.3')).status).toBe(429);
    // Another visitor is not limited by the first one's posts.
    expect((await contact('127.0.0.3', '203.0.113.3')).status).toBe(200);
  });

  it('keys the sign-in throttle on the address nginx saw, and logs that address', async () => {
    let last: HttpsAnswer | undefined;
    for (let attempt = 1; attempt <= 11; attempt++) {
      last = await visit('/api/admin/session', { from: '127.0.0.2', headers: { 'x-forwarded-for': `198.51.100.${attempt}` }, body: { password: `wrong guess ${attempt}` } });
      if (last.status === 429) break;
      expect(last.status).toBe(401);
    }
    expect(last!.status).toBe(429);
    expect((await visit('/api/admin/session', { from: '127.0.0.3', body: { password: 'wrong guess' } })).status).toBe(401);
    // The server's lines arrive through a pipe, a moment after the answers.
    await waitFor(async () => server.logEntries().some((entry) => entry.event === 'sign-in-throttled' && entry.address === '127.0.0.2'), 2000);
    const entries = server.logEntries();
    expect(entries.filter((entry) => entry.event === 'sign-in-failed').map((entry) => entry.address)).not.toContain('198.51.100.1');
    expect(entries.some((entry) => String(entry.address ?? '').startsWith('198.51.100.'))).toBe(false);
  }, 30_000);

  it('carries the console: sign in, write a post, open the console page', async () => {
    const session = await visit('/api/admin/session', { from: '127.0.0.4', body: { password: TEST_PASSWORD } });
    expect(session.status).toBe(201);
    const { token } = session.json<{ token: string }>();
    const created = await visit('/api/blog', { from: '127.0.0.4', headers: { authorization: `Bearer ${token}` }, body: postInput('through-the-proxy') });
    expect(created.status).toBe(201);
    expect((await visit('/blog/through-the-proxy')).status).toBe(200);
    const consolePage = await visit('/admin/blog');
    expect(consolePage.status).toBe(200);
    expect(consolePage.text).toContain('<html');
  });

  it('carries the webhook: a signed push notice pulls the remote at once', async () => {
    const laptop = await remote.clone('laptop');
    await laptop.git('pull', '--quiet', '--rebase', 'origin', 'main');
    await writeFile(path.join(laptop.dir, 'posts', 'pushed-from-laptop.md'), '---\ntitle: Pushed From The Laptop\nsummary: A post pushed to the remote and pulled on the webhook.\npublishedAt: 2026-02-01\n---\n\nBody text.\n');
    await laptop.git('add', 'posts/pushed-from-laptop.md');
    await laptop.git('commit', '--quiet', '-m', 'Add a post by hand');
    await laptop.git('push', '--quiet', 'origin', 'main');
    const body = JSON.stringify({ ref: 'refs/heads/main' });
    const refused = await visit('/api/hooks/content', { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': webhookSignature('not the secret at all', Buffer.from(body)) }, body: JSON.parse(body) });
    expect(refused.status).toBe(401);
    const hook = await visit('/api/hooks/content', { method: 'POST', headers: { 'content-type': 'application/json', 'x-github-event': 'push', 'x-hub-signature-256': webhookSignature(SECRET, Buffer.from(body)) }, body: JSON.parse(body) });
    expect(hook.status).toBe(200);
    const deadline = Date.now() + 2000;
    let post = await visit('/api/blog/pushed-from-laptop');
    while (post.status !== 200 && Date.now() < deadline) post = await visit('/api/blog/pushed-from-laptop');
    expect(post.status).toBe(200);
  });

  it('caches hashed assets for long, passes the server compression, and tags each request with nginx’s id', async () => {
    const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'dist/client/manifest.json'), 'utf8')) as { pageScript: string };
    const first = await visit(manifest.pageScript, { headers: { 'accept-encoding': 'br' } });
    const second = await visit(manifest.pageScript, { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['x-cache-status']).toBe('HIT');
    const page = await visit('/works');
    const id = page.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // The server's line about it arrives through a pipe, a moment after the answer.
    await waitFor(async () => server.logEntries().some((entry) => (entry.req as { id?: string } | undefined)?.id === id), 2000);
    expect(await nginx.errors()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
  });
});
