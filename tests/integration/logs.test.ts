// What the server logs, read as an owner reads it: one JSON line per request with method, path,
// status, duration, bytes and a request id; a line for each failed and each throttled sign-in
// with the address; a line for each console write naming the file and the commit; the start-up
// line with the console's address. And never a password or token that someone typed.
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';
import { startServer } from '../support/server-process';
import { createTempSite, REPO_ROOT } from '../support/temp-site';

/** Everything below is typed by someone at some point; none of it may reach the log. */
const WRONG_PASSWORD = 'wrong-guess-7c1f9e2a';
const QUERY_TOKEN = 'query-token-5b8d0a13';
const COOKIE_VALUE = 'cookie-value-e4a27c90';
const WEBHOOK_GUESS = 'webhook-guess-0f3b6d5e8a';
const WEBHOOK_SECRET = 'the-real-webhook-secret-4d2e9a';

let app: TestApp;
let log: () => string;
let token: string;

beforeAll(async () => {
  app = await startTestApp({
    env: { ADMIN_PASSWORD: TEST_PASSWORD },
    admin: { throttle: { freeFailures: 1, maxFailures: 2, stepDelayMs: 1, maxDelayMs: 1 } },
  });
  log = () => app.logText().join('');
});
afterAll(() => app.close());

describe('the log', () => {
  it('has one line per request with method, path without its query, status, duration, bytes and id', async () => {
    const response = await fetch(`${app.url}/blog?token=${QUERY_TOKEN}`, { headers: { cookie: `session=${COOKIE_VALUE}`, 'accept-encoding': 'gzip' } });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{8,}$/);
    const line = app.logEntries().find((entry) => (entry.req as { id?: string } | undefined)?.id === id);
    expect(line).toMatchObject({ level: 'info', req: { method: 'GET', path: '/blog' }, res: { status: 200 } });
    expect(typeof line!.ms).toBe('number');
    expect(typeof line!.time).toBe('string');
    // fetch gunzipped the body; the line counts what went over the wire, compressed.
    expect((line!.res as { bytes: number }).bytes).toBeGreaterThan(1000);
    expect((line!.res as { bytes: number }).bytes).toBeLessThan(body.length);
  });

  it('has a line for an answer from the cache too, which skips Express (decision 022)', async () => {
    for (const target of ['/works', '/api/projects']) {
      await (await fetch(app.url + target)).arrayBuffer(); // made now, and cached
      const response = await fetch(`${app.url}${target}?utm_source=${QUERY_TOKEN}`, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[\w-]{8,}$/);
      const line = app.logEntries().find((entry) => (entry.req as { id?: string } | undefined)?.id === id);
      expect(line, target).toMatchObject({ level: 'info', req: { method: 'GET', path: target }, res: { status: 200 } });
      expect(typeof line!.ms).toBe('number');
      expect((line!.res as { bytes: number }).bytes).toBeGreaterThan(100);
    }
  });

  it('has a line with the address for each failed and each throttled sign-in', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    expect((await send(`${app.url}/api/admin/session`, { body: { password: WRONG_PASSWORD }, headers: from('198.51.100.7') })).status).toBe(401);
    expect((await send(`${app.url}/api/blog`, { token: WRONG_PASSWORD, headers: from('198.51.100.7') })).status).toBe(401);
    expect((await send(`${app.url}/api/admin/session`, { body: { password: WRONG_PASSWORD }, headers: from('198.51.100.7') })).status).toBe(429);
    const entries = app.logEntries();
    expect(entries.filter((entry) => entry.event === 'sign-in-failed' && entry.address === '198.51.100.7')).toHaveLength(2);
    expect(entries.some((entry) => entry.event === 'sign-in-throttled' && entry.address === '198.51.100.7' && entry.level === 'warn')).toBe(true);
    expect(app.logs).toContain('admin: failed sign-in from 198.51.100.7');
  });

  it('has a line for each console write naming the file and the commit', async () => {
    token = await signIn(app.url);
    const created = await send(`${app.url}/api/blog`, { token, body: postInput('logged-write') });
    expect(created.status).toBe(201);
    const head = (await app.site.git('rev-parse', 'HEAD')).trim();
    const line = app.logEntries().find((entry) => entry.event === 'console-write');
    expect(line).toMatchObject({ file: 'posts/logged-write.html', commit: head });
    expect(line!.msg).toContain(`commit ${head.slice(0, 7)}`);
  });

  it('never holds a password, a session token, a query secret, a cookie or a webhook secret', async () => {
    token ??= await signIn(app.url);
    await send(`${app.url}/api/blog?password=${encodeURIComponent(TEST_PASSWORD)}`, { token });
    await send(`${app.url}/api/admin/posts/logged-write`, { token });
    await send(`${app.url}/api/hooks/content`, { body: { ref: 'refs/heads/main' }, headers: { 'x-webhook-secret': WEBHOOK_GUESS } });
    const body = JSON.stringify({ ref: 'refs/heads/main' });
    const signature = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')}`;
    await fetch(`${app.url}/api/hooks/content`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } });
    await send(`${app.url}/api/admin/session`, { method: 'DELETE', token });
    await send(`${app.url}/api/contact`, {
      body: { name: 'A Visitor', email: 'visitor@example.com', service: 'Other', message: `My password is ${TEST_PASSWORD}, please keep it safe.` },
    });
    const text = log();
    expect(text.length).toBeGreaterThan(1000);
    for (const secret of [TEST_PASSWORD, token, token.slice(6), WRONG_PASSWORD, QUERY_TOKEN, COOKIE_VALUE, WEBHOOK_GUESS, signature]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/authorization|cookie/i);
  });
});

describe('the server process', () => {
  it('writes JSON lines with time and level, and names the console address at start', async () => {
    const site = await createTempSite();
    const server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: TEST_PASSWORD, SITE_URL: 'https://folio.example' });
    try {
      expect((await send(`${server.url}/api/admin/session`, { body: { password: WRONG_PASSWORD } })).status).toBe(401);
      await fetch(`${server.url}/works`);
      await server.stop();
      const lines = server.output().trim().split('\n');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      for (const entry of entries) {
        expect(entry.level).toMatch(/^(debug|info|warn|error|fatal)$/);
        expect(Date.parse(String(entry.time))).toBeGreaterThan(0);
      }
      expect(entries.find((entry) => entry.event === 'start')).toMatchObject({ console: 'https://folio.example/admin/blog' });
      expect(entries.some((entry) => (entry.req as { path?: string } | undefined)?.path === '/works')).toBe(true);
      expect(entries.some((entry) => entry.event === 'sign-in-failed' && entry.address === '127.0.0.1')).toBe(true);
      expect(server.output()).not.toContain(TEST_PASSWORD);
      expect(server.output()).not.toContain(WRONG_PASSWORD);
    } finally {
      await server.stop();
      await site.cleanup();
    }
  });

  it('takes LOG_LEVEL: health checks are logged at debug only', async () => {
    const site = await createTempSite();
    const at = async (level: string) => {
      const server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: TEST_PASSWORD, LOG_LEVEL: level });
      await fetch(`${server.url}/healthz`);
      await fetch(`${server.url}/works`);
      await server.stop();
      return server.logEntries().map((entry) => (entry.req as { path?: string } | undefined)?.path);
    };
    try {
      const info = await at('info');
      expect(info).toContain('/works');
      expect(info).not.toContain('/healthz');
      expect(await at('debug')).toContain('/healthz');
    } finally {
      await site.cleanup();
    }
  });
});

describe('the privacy page', () => {
  it('says what is logged and for how long, as the recipes in deploy/ make it so', async () => {
    const page = (await (await fetch(`${app.url}/privacy`)).text()).replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
    expect(page).toContain('the server logs each request: the time, the page or file asked for (without anything after a "?")');
    expect(page).toContain('Your IP address is not logged, except when a sign-in to the site\'s administration console fails or is refused');
    expect(page).toContain('These logs are deleted after 14 days.');
    const deploy = (file: string) => readFile(path.join(REPO_ROOT, 'deploy', file), 'utf8');
    expect(await deploy('folio.service')).toMatch(/^LogNamespace=folio$/m);
    expect(await deploy('journald@folio.conf')).toMatch(/^MaxRetentionSec=14day$/m);
    expect(await deploy('nginx/folio.conf')).toMatch(/^\s+access_log off;$/m);
  });
});
