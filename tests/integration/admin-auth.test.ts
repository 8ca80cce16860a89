// Sign-in for the blog console (issue 6, item 1): password → session token, HEAD /api/blog,
// the admin list, logout revoking the token, 401 on every write endpoint, login throttling,
// and the password generated at first start when ADMIN_PASSWORD is unset.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
});
afterAll(() => app?.close());

const head = async (token?: string) =>
  (await fetch(`${app.url}/api/blog`, { method: 'HEAD', headers: token === undefined ? {} : { authorization: `Bearer ${token}` } })).status;

describe('sign-in', () => {
  it('trades the right password for an expiring session token', async () => {
    const { status, body, headers } = await send<{ token: string; expiresAt: string }>(`${app.url}/api/admin/session`, { body: { password: TEST_PASSWORD } });
    expect(status).toBe(201);
    expect(body.token).toMatch(/^folio_[\w-]{43}$/);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    expect(headers.get('cache-control')).toBe('no-store');
    expect(await head(body.token)).toBe(200);
  });

  it('refuses a wrong or missing password', async () => {
    const wrong = await send(`${app.url}/api/admin/session`, { body: { password: 'not the password' } });
    expect(wrong).toMatchObject({ status: 401, body: { success: false, code: 'wrong_password' } });
    const missing = await send(`${app.url}/api/admin/session`, { body: {} });
    expect(missing).toMatchObject({ status: 400, body: { code: 'missing_password' } });
  });

  it('answers HEAD /api/blog with 200 for a session token or the raw password, 401 otherwise', async () => {
    const token = await signIn(app.url);
    expect(await head(token)).toBe(200);
    expect(await head(TEST_PASSWORD)).toBe(200);
    expect(await head()).toBe(401);
    expect(await head('folio_not-a-real-token')).toBe(401);
    expect(await head('wrong password')).toBe(401);
  });

  it('logout revokes the token on the server', async () => {
    const token = await signIn(app.url);
    expect(await head(token)).toBe(200);
    const out = await fetch(`${app.url}/api/admin/session`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(204);
    expect(await head(token)).toBe(401);
    expect((await send(`${app.url}/api/blog`, { token, body: {} })).status).toBe(401);
  });

  it('keeps only a hash of each session token under DATA_DIR', async () => {
    const token = await signIn(app.url);
    const stored = await readFile(path.join(app.site.dataDir, 'admin-sessions.json'), 'utf8');
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(token.slice(6));
    expect(stored).toMatch(/"hash":"[0-9a-f]{64}"/);
  });
});

describe('GET /api/blog', () => {
  it('answers the admin list with a valid token and the public list without one', async () => {
    const token = await signIn(app.url);
    const admin = await send<Record<string, unknown>[]>(`${app.url}/api/blog`, { token });
    expect(admin.status).toBe(200);
    expect(admin.body.length).toBeGreaterThanOrEqual(8);
    for (const item of admin.body) expect(Object.keys(item).sort()).toEqual(['id', 'publishedAt', 'slug', 'state', 'title']);
    const dates = admin.body.map((item) => String(item.publishedAt));
    expect(dates).toEqual([...dates].sort().reverse());

    const publicList = await send<PostSummary[]>(`${app.url}/api/blog`);
    expect(publicList.status).toBe(200);
    expect(publicList.body[0]).toHaveProperty('summary');
    expect(publicList.body.map((post) => post.slug)).toEqual(admin.body.map((item) => item.slug));
  });

  it('answers 401 to a bearer that is not valid instead of the public list', async () => {
    expect((await send(`${app.url}/api/blog`, { token: 'folio_expired-or-made-up' })).status).toBe(401);
  });
});

describe('console endpoints without a valid token', () => {
  const writes: [string, string, unknown][] = [
    ['POST', '/api/blog', {}],
    ['POST', '/api/blog/generate', { content: 'Some content to analyse for suggestions.' }],
    ['PUT', '/api/admin/posts/mapbox-vs-maplibre-2025', { title: 'Changed without a token', version: 'x' }],
    ['DELETE', '/api/admin/posts/mapbox-vs-maplibre-2025', undefined],
    ['POST', '/api/admin/posts/mapbox-vs-maplibre-2025/restore', { commit: 'abcdef1' }],
    ['GET', '/api/admin/posts/mapbox-vs-maplibre-2025', undefined],
    ['GET', '/api/admin/posts/mapbox-vs-maplibre-2025/history', undefined],
    ['GET', '/api/admin/problems', undefined],
    ['POST', '/api/admin/preview', { content: '# Rendered only for the owner', format: 'markdown' }],
  ];
  const credentials: [string, Record<string, string>][] = [
    ['no Authorization header', {}],
    ['a made-up session token', { authorization: 'Bearer folio_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['a wrong password', { authorization: 'Bearer guess' }],
    ['another scheme', { authorization: `Basic ${Buffer.from(`admin:${TEST_PASSWORD}`).toString('base64')}` }],
  ];
  it.each(writes.flatMap(([method, url, body]) => credentials.map(([name, headers]) => [method, url, name, headers, body] as const)))(
    '%s %s with %s answers 401',
    async (method, url, _name, headers, body) => {
      const answer = await send(`${app.url}${url}`, { method, headers, body });
      expect(answer).toMatchObject({ status: 401, body: { success: false, code: 'unauthorized' } });
      // Nothing was written: the demo post is untouched and the tree is clean.
      expect(await app.site.git('status', '--porcelain')).toBe('');
    },
  );
});

describe('configuration', () => {
  it('refuses a short ADMIN_PASSWORD without echoing it', async () => {
    const { loadConfig, ConfigError } = await import('../../server/config');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short1' })).toThrow(/ADMIN_PASSWORD: must be at least 8 characters \(got a value that is not shown\)/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short1' })).not.toThrow(/short1/);
    expect(loadConfig({ ADMIN_PASSWORD: '', OPENAI_API_KEY: '', GIT_AUTHOR_EMAIL: '' }).admin.password).toBeUndefined();
  });
});

describe('login throttling', () => {
  let throttled: TestApp;
  beforeAll(async () => {
    throttled = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD }, admin: { throttle: { freeFailures: 2, maxFailures: 4, stepDelayMs: 1, maxDelayMs: 5 } } });
  });
  afterAll(() => throttled?.close());

  it('blocks an address after repeated failures, even for the right password, with a clear 429', async () => {
    const token = await signIn(throttled.url);
    for (let i = 0; i < 3; i++) expect((await send(`${throttled.url}/api/admin/session`, { body: { password: `guess ${i}` } })).status).toBe(401);
    // A wrong password sent as a bearer is a guess too.
    expect((await send(`${throttled.url}/api/blog/generate`, { token: 'guess as bearer', body: { content: 'x' } })).status).toBe(401);

    const blocked = await send<{ message: string; code: string }>(`${throttled.url}/api/admin/session`, { body: { password: TEST_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('too_many_attempts');
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(`${throttled.url}/api/blog`, { token: TEST_PASSWORD })).status).toBe(429);

    // A session token is not a guess: the owner who already signed in keeps working.
    expect((await send(`${throttled.url}/api/blog`, { token })).status).toBe(200);
  });

  it('marks a browser known at sign-in, throttles it on its own, and forgets it after too many wrong passwords', async () => {
    const from = { 'X-Forwarded-For': '198.51.100.40' };
    const signInWith = (password: string, cookie?: string) => send(`${throttled.url}/api/admin/session`, { body: { password }, headers: { ...from, ...(cookie && { cookie }) } });
    const knownBrowsers = async () => (JSON.parse(await readFile(path.join(throttled.site.dataDir, 'admin-known-browsers.json'), 'utf8')) as { sessions: unknown[] }).sessions.length;
    const first = await signInWith(TEST_PASSWORD);
    expect(first.status).toBe(201);
    const setCookie = first.headers.getSetCookie().find((line) => line.startsWith('folio_known_browser='))!;
    // Sent back only to the sign-in call, never readable by a script, never from another site.
    expect(setCookie).toMatch(/^folio_known_browser=folio_known_[\w-]{43}; Path=\/api\/admin\/session; HttpOnly; SameSite=Strict; Max-Age=31536000$/);
    const cookie = setCookie.split(';')[0]!;
    const known = await knownBrowsers();
    expect(known).toBeGreaterThanOrEqual(1);
    expect(await readFile(path.join(throttled.site.dataDir, 'admin-known-browsers.json'), 'utf8')).not.toContain(cookie.slice('folio_known_browser=folio_known_'.length));

    // maxFailures (4) wrong passwords from the known browser: then it is forgotten.
    for (let i = 0; i < 4; i++) expect((await signInWith(`wrong ${i}`, cookie)).status).toBe(401);
    expect(await knownBrowsers()).toBe(known - 1);
    // They counted against that browser, not its address: the address still signs in.
    expect((await signInWith(TEST_PASSWORD)).status).toBe(201);
  });
});

describe('without ADMIN_PASSWORD', () => {
  it('generates a password at first start, prints it once, and stores only its hash', async () => {
    const first = await startTestApp();
    try {
      const line = first.logs.find((entry) => entry.includes('shown only this once'));
      const password = /admin: {3}(\S+)/.exec(line ?? '')?.[1];
      expect(password).toMatch(/^[\w-]{24}$/);
      expect(await signIn(first.url, password!)).toMatch(/^folio_/);

      const files = await readdir(first.site.dataDir);
      expect(files).toContain('admin-password.json');
      const stored = await readFile(path.join(first.site.dataDir, 'admin-password.json'), 'utf8');
      expect(stored).not.toContain(password);
      expect(stored).toMatch(/"hash": "scrypt\$/);

      // A second start on the same DATA_DIR keeps that password and prints nothing.
      const { AdminAuth } = await import('../../server/auth/admin-auth');
      const { loadConfig } = await import('../../server/config');
      const { memoryLogger } = await import('../../server/logger');
      const logger = memoryLogger();
      const config = loadConfig({ CONTENT_DIR: first.site.contentDir, DATA_DIR: first.site.dataDir, NODE_ENV: 'test' });
      const again = { auth: await AdminAuth.create({ password: config.admin.password, dataDir: config.dataDir, sessionTtlMs: config.admin.sessionTtlMs, logger }) };
      expect(logger.lines.join('\n')).not.toContain(password);
      expect((await again.auth.login(password!, 'test')).ok).toBe(true);
      expect((await again.auth.login('something else', 'test')).ok).toBe(false);
    } finally {
      await first.close();
    }
  });
});
