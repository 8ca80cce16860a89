// Passkeys (issue 41, finding 7): the owner adds one in the console and signs in with it alone,
// through the real app and @simplewebauthn/server, with a software authenticator standing in for
// the device (real keys and signatures). Each challenge answers once; an answer for another
// origin, a counter going backwards (a clone), an unknown or removed passkey and a malformed body
// are refused with what to do; bogus attempts are bounded per address group; the relying party
// is SITE_URL's host, or the request's when SITE_URL is unset; a new password removes passkeys.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callConsole, send, signIn, TEST_PASSWORD, type JsonAnswer } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';
import { SoftAuthenticator } from '../support/soft-authenticator';

const SITE = 'https://blog.example';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD, SITE_URL: SITE } });
  token = await signIn(app.url);
});
afterAll(() => app?.close());

type Options = { challenge: string; rp: { id?: string }; user: { id: string }; rpId?: string; allowCredentials?: unknown[] };
type Failure = { code: string; message: string; fields?: Record<string, string> };

/** Adds a passkey made by `device` under `name`; the answer of the add call. */
async function addPasskey(device: SoftAuthenticator, name: string, origin = SITE, session = token) {
  const options = await callConsole(app.url, session, 'passkeyRegistrationOptions');
  expect(options.status).toBe(200);
  return callConsole(app.url, session, 'addPasskey', { body: { name, credential: device.create(options.body as unknown as Options, origin) } });
}

async function signInOptions(from = '198.51.100.1'): Promise<Options> {
  const answer = await send<Options>(`${app.url}/api/admin/session/passkey-options`, { method: 'POST', headers: { 'X-Forwarded-For': from } });
  expect(answer.status).toBe(200);
  return answer.body;
}

function passkeySignIn(credential: unknown, from = '198.51.100.1'): Promise<JsonAnswer<{ token?: string } & Partial<Failure>>> {
  return send(`${app.url}/api/admin/session/passkey`, { body: { credential }, headers: { 'X-Forwarded-For': from } });
}

describe('adding a passkey and signing in with it', () => {
  const device = new SoftAuthenticator();

  it('adds a passkey for SITE_URL’s host and lists it', async () => {
    const options = await callConsole(app.url, token, 'passkeyRegistrationOptions');
    expect(options.body).toMatchObject({ rp: { id: 'blog.example' }, user: { name: 'admin' }, authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' } });
    const added = await callConsole(app.url, token, 'addPasskey', { body: { name: '  Laptop  ', credential: device.create(options.body as unknown as Options, SITE) } });
    expect(added).toMatchObject({ status: 201, body: { id: device.passkeys[0]!.id, name: 'Laptop', lastUsedAt: null } });
    expect((await callConsole(app.url, token, 'listPasskeys')).body).toEqual([added.body]);
    const file = await stat(path.join(app.site.dataDir, 'admin-passkeys.json'));
    expect(file.mode & 0o777).toBe(0o600);
  });

  it('signs in with the passkey alone: a session token and the known-browser cookie, as the password gives', async () => {
    const options = await signInOptions();
    expect(options.rpId).toBe('blog.example');
    expect(options.allowCredentials ?? []).toEqual([]);
    const answer = await passkeySignIn(device.get(options, SITE));
    expect(answer.status).toBe(201);
    expect(answer.body.token).toMatch(/^folio_[\w-]{43}$/);
    expect(answer.headers.getSetCookie().some((line) => line.startsWith('folio_known_browser=folio_known_'))).toBe(true);
    expect((await fetch(`${app.url}/api/blog`, { method: 'HEAD', headers: { authorization: `Bearer ${answer.body.token}` } })).status).toBe(200);
    const [listed] = (await callConsole(app.url, token, 'listPasskeys')).body;
    expect(Date.parse(listed!.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes each challenge once: the same answer again is refused', async () => {
    const answer = device.get(await signInOptions(), SITE);
    expect((await passkeySignIn(answer)).status).toBe(201);
    expect(await passkeySignIn(answer)).toMatchObject({ status: 400, body: { code: 'passkey_expired', message: expect.stringContaining('Start again') } });
  });

  it('refuses an answer made for another origin, and a counter that went backwards', async () => {
    const elsewhere = await passkeySignIn(device.get(await signInOptions(), 'https://evil.example'));
    expect(elsewhere).toMatchObject({ status: 401, body: { code: 'passkey_not_verified' } });
    const clone = await passkeySignIn(device.get(await signInOptions(), SITE, { counter: 1 }));
    expect(clone).toMatchObject({ status: 401, body: { code: 'passkey_counter', message: expect.stringContaining('copied passkey') } });
  });

  it('refuses a passkey it does not know, and one removed', async () => {
    const stranger = new SoftAuthenticator();
    stranger.create({ challenge: 'none', rp: { id: 'blog.example' }, user: { id: 'someone' } }, SITE);
    expect(await passkeySignIn(stranger.get(await signInOptions(), SITE))).toMatchObject({ status: 401, body: { code: 'unknown_passkey' } });

    const phone = new SoftAuthenticator();
    const added = await addPasskey(phone, 'Phone');
    expect(added.status).toBe(201);
    expect((await callConsole(app.url, token, 'deletePasskey', { params: { id: added.body.id } })).status).toBe(204);
    expect((await callConsole(app.url, token, 'deletePasskey', { params: { id: added.body.id } })).status).toBe(404);
    expect(await passkeySignIn(phone.get(await signInOptions(), SITE))).toMatchObject({ status: 401, body: { code: 'unknown_passkey' } });
  });

  it('binds an add to the session that asked for its options', async () => {
    const other = await signIn(app.url);
    const options = await callConsole(app.url, token, 'passkeyRegistrationOptions');
    const answer = await callConsole(app.url, other, 'addPasskey', { body: { name: 'Tablet', credential: new SoftAuthenticator().create(options.body as unknown as Options, SITE) } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'passkey_expired' } });
  });
});

describe('bodies that are not a passkey answer', () => {
  it('answer 400 naming what to fix', async () => {
    const signInWith = (body: unknown) => send<Failure>(`${app.url}/api/admin/session/passkey`, { body });
    expect(await signInWith({})).toMatchObject({ status: 400, body: { code: 'invalid_passkey_answer', message: expect.stringContaining('"credential"') } });
    expect(await signInWith([])).toMatchObject({ status: 400, body: { code: 'invalid_passkey_answer' } });
    const typed = await signInWith({ credential: { id: 'a+b', rawId: 'ab', type: 'password', response: {} } });
    expect(typed).toMatchObject({ status: 400, body: { code: 'invalid_passkey_answer', message: expect.stringContaining('base64url') } });

    const add = (body: unknown) => callConsole(app.url, token, 'addPasskey', { body }) as Promise<JsonAnswer<unknown>> as Promise<JsonAnswer<Failure>>;
    const credential = new SoftAuthenticator().create({ challenge: 'x', rp: { id: 'blog.example' }, user: { id: 'u' } }, SITE);
    expect(await add({ name: '   ', credential })).toMatchObject({ status: 400, body: { code: 'invalid_passkey', fields: { name: 'Give the passkey a name, such as "Laptop" or "Phone".' } } });
    expect(await add({ name: 'x'.repeat(61), credential })).toMatchObject({ status: 400, body: { fields: { name: expect.stringContaining('60 characters') } } });
    expect(await add({ name: 'Laptop' })).toMatchObject({ status: 400, body: { fields: { credential: expect.stringContaining('"credential"') } } });
    // Well formed, but never asked for: the challenge is unknown.
    expect(await add({ name: 'Laptop', credential })).toMatchObject({ status: 400, body: { code: 'passkey_expired' } });
  });
});

describe('bogus passkey attempts', () => {
  it('are refused after ten from one address group, while another group still signs in', async () => {
    const stranger = new SoftAuthenticator();
    stranger.create({ challenge: 'none', rp: { id: 'blog.example' }, user: { id: 'someone' } }, SITE);
    const statuses: number[] = [];
    const held = await signInOptions('2001:db8:9:9::1');
    for (let i = 0; i < 10; i++) statuses.push((await passkeySignIn(stranger.get(await signInOptions('2001:db8:9:9::1'), SITE), `2001:db8:9:9::${i + 1}`)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    // The eleventh is refused before any check, even with a challenge issued before the block.
    expect(await passkeySignIn(stranger.get(held, SITE), '2001:db8:9:9::1')).toMatchObject({ status: 429, body: { code: 'too_many_attempts' } });
    const blocked = await send<Failure>(`${app.url}/api/admin/session/passkey-options`, { method: 'POST', headers: { 'X-Forwarded-For': '2001:db8:9:9::77' } });
    expect(blocked).toMatchObject({ status: 429, body: { code: 'too_many_attempts', message: expect.stringContaining('sign in with the password') } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);

    const owner = new SoftAuthenticator();
    expect((await addPasskey(owner, 'Desk')).status).toBe(201);
    expect((await passkeySignIn(owner.get(await signInOptions('2001:db8:9:a::1'), SITE), '2001:db8:9:a::1')).status).toBe(201);
  });
});

describe('the relying party without SITE_URL, and a new password', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await startTestApp();
  });
  afterAll(() => local?.close());

  it('is the host the request names (localhost works; an IP address is refused with what to do)', async () => {
    await local.admin.auth.setPassword('a first password for passkeys');
    const session = await signIn(local.url, 'a first password for passkeys');
    const options = (host?: string) => send<Options & Partial<Failure>>(`${local.url}/api/admin/passkeys/options`, { method: 'POST', token: session, headers: host ? { 'X-Forwarded-Host': host } : {} });
    expect((await options('localhost:4321')).body.rp.id).toBe('localhost');
    expect((await options('blog.example')).body).toMatchObject({ code: 'passkey_not_https' });
    expect(await options()).toMatchObject({ status: 400, body: { code: 'passkey_ip_address', message: expect.stringContaining('http://localhost:') } });

    const device = new SoftAuthenticator();
    const added = await send<{ id: string }>(`${local.url}/api/admin/passkeys`, { token: session, headers: { 'X-Forwarded-Host': 'localhost:4321' }, body: { name: 'Laptop', credential: device.create((await options('localhost:4321')).body, 'http://localhost:4321') } });
    expect(added.status).toBe(201);
    const signInAt = async (host: string, origin: string) => {
      const request = (await send<Options>(`${local.url}/api/admin/session/passkey-options`, { method: 'POST', headers: { 'X-Forwarded-Host': host } })).body;
      return send<Failure>(`${local.url}/api/admin/session/passkey`, { headers: { 'X-Forwarded-Host': host }, body: { credential: device.get(request, origin) } });
    };
    expect((await signInAt('localhost:4321', 'http://localhost:4321')).status).toBe(201);

    // A new password removes every passkey: whoever learnt the old one may have added theirs.
    await local.admin.auth.setPassword('a second password for passkeys');
    expect(await signInAt('localhost:4321', 'http://localhost:4321')).toMatchObject({ status: 401, body: { code: 'unknown_passkey' } });
    const again = await signIn(local.url, 'a second password for passkeys');
    expect((await callConsole(local.url, again, 'listPasskeys')).body).toEqual([]);
  });
});
