// Sessions end when the password changes (docs/decisions/014): a restart with another
// ADMIN_PASSWORD, a reset of the generated password (its file deleted), or a change at run time
// signs every session out (and forgets every known browser), while a restart with the same
// password keeps them. The files the console keeps in DATA_DIR are the owner's alone (0600).
import { readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { send, signIn } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';
import { createTempSite, type TempSite } from '../support/temp-site';

const FIRST = 'the first console password';
const SECOND = 'a second, different password';

let site: TempSite | undefined;
let running: TestApp | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
  await site?.cleanup();
  site = undefined;
});

/** Starts the app on the shared temp site; stopping it keeps the site for the next start. */
async function start(env: Record<string, string> = {}): Promise<TestApp> {
  site ??= await createTempSite();
  await running?.close();
  running = await startTestApp({ site: { ...site, cleanup: async () => {} }, env });
  return running;
}

/** What HEAD /api/blog answers for a bearer: 200 signed in, 401 not. */
const head = async (app: TestApp, bearer: string) => (await fetch(`${app.url}/api/blog`, { method: 'HEAD', headers: { authorization: `Bearer ${bearer}` } })).status;

const printedPassword = (app: TestApp) => /admin: {3}(\S+)/.exec(app.logs.join('\n'))?.[1];

describe('a password change signs every session out', () => {
  it('restarting with the same ADMIN_PASSWORD keeps sessions; with another one ends them', async () => {
    let app = await start({ ADMIN_PASSWORD: FIRST });
    const token = await signIn(app.url, FIRST);
    expect(await head(app, token)).toBe(200);

    app = await start({ ADMIN_PASSWORD: FIRST });
    expect(await head(app, token)).toBe(200);

    app = await start({ ADMIN_PASSWORD: SECOND });
    expect(await head(app, token)).toBe(401);
    expect((await send(`${app.url}/api/blog`, { token })).status).toBe(401);
    expect((await send(`${app.url}/api/admin/session`, { body: { password: FIRST } })).status).toBe(401);
    const fresh = await signIn(app.url, SECOND);
    expect(await head(app, fresh)).toBe(200);
    expect(app.logs.join('\n')).toMatch(/password changed; 1 session\(s\) signed out/);

    // Going back to the first password is a change too: the second's sessions end.
    app = await start({ ADMIN_PASSWORD: FIRST });
    expect(await head(app, fresh)).toBe(401);
    expect(await head(app, token)).toBe(401);
  });

  it('resetting the generated password (deleting its file) ends every session', async () => {
    let app = await start();
    const generated = printedPassword(app)!;
    const token = await signIn(app.url, generated);

    app = await start();
    expect(printedPassword(app)).toBeUndefined();
    expect(await head(app, token)).toBe(200);

    await unlink(path.join(site!.dataDir, 'admin-password.json'));
    app = await start();
    const regenerated = printedPassword(app)!;
    expect(regenerated).not.toBe(generated);
    expect(await head(app, token)).toBe(401);
    expect(await head(app, generated)).toBe(401);
    expect(await head(app, await signIn(app.url, regenerated))).toBe(200);
  });

  it('changing the password at run time ends every session at once, and it stays changed', async () => {
    let app = await start();
    const generated = printedPassword(app)!;
    const tokens = [await signIn(app.url, generated), await signIn(app.url, generated)];
    // The browsers that signed in are known (decision 078) until the password changes.
    const knownBrowsers = async () => (JSON.parse(await readFile(path.join(site!.dataDir, 'admin-known-browsers.json'), 'utf8')) as { sessions: unknown[] }).sessions.length;
    expect(await knownBrowsers()).toBe(2);
    await app.admin.auth.setPassword(SECOND);
    expect(await knownBrowsers()).toBe(0);
    for (const token of tokens) expect(await head(app, token)).toBe(401);
    expect((await send(`${app.url}/api/admin/session`, { body: { password: generated } })).status).toBe(401);
    const fresh = await signIn(app.url, SECOND);

    app = await start();
    expect(await head(app, fresh)).toBe(200);
    for (const token of tokens) expect(await head(app, token)).toBe(401);
  });

  it('refuses a run-time change while ADMIN_PASSWORD sets the password', async () => {
    const app = await start({ ADMIN_PASSWORD: FIRST });
    const token = await signIn(app.url, FIRST);
    await expect(app.admin.auth.setPassword(SECOND)).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await head(app, token)).toBe(200);
  });
});

describe('files the console keeps in DATA_DIR', () => {
  it('are readable and writable by the owner only (0600)', async () => {
    for (const env of [{}, { ADMIN_PASSWORD: FIRST }] as Record<string, string>[]) {
      const app = await start(env);
      await signIn(app.url, env.ADMIN_PASSWORD ?? printedPassword(app)!);
      for (const name of ['admin-password.json', 'admin-sessions.json', 'admin-known-browsers.json']) {
        expect({ name, mode: (await stat(path.join(site!.dataDir, name))).mode & 0o777 }).toEqual({ name, mode: 0o600 });
      }
    }
  });
});
