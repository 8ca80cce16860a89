// `npm run admin:password` as an owner runs it next to a running server: the new password works
// at once, the old one and every session end, a restart keeps it, and nothing typed is printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signIn } from '../support/admin-client';
import { runCli } from '../support/cli';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';
import { waitFor } from '../support/in-process-app';

const NEW_PASSWORD = 'a new console password 4e1c';

let site: TempSite;
let server: ServerProcess | undefined;
beforeAll(async () => {
  site = await createTempSite();
});
afterAll(async () => {
  await server?.stop();
  await site.cleanup();
});

const env = () => ({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir });
const head = async (url: string, bearer: string) => (await fetch(`${url}/api/blog`, { method: 'HEAD', headers: { authorization: `Bearer ${bearer}` } })).status;

describe('npm run admin:password', () => {
  it('sets a new password from standard input and signs every session out of the running server', async () => {
    server = await startServer(env());
    const generated = /admin: {3}(\S+)/.exec(server.messages())![1]!;
    const tokens = [await signIn(server.url, generated), await signIn(server.url, generated)];

    const result = await runCli('scripts/cli/admin-password', [], { env: env(), input: `${NEW_PASSWORD}\n` });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('the new password is set');
    expect(result.stdout + result.stderr).not.toContain(NEW_PASSWORD);

    await waitFor(async () => (await head(server!.url, tokens[0]!)) === 401, 5000);
    expect(await head(server.url, tokens[1]!)).toBe(401);
    expect((await send(`${server.url}/api/admin/session`, { body: { password: generated } })).status).toBe(401);
    const fresh = await signIn(server.url, NEW_PASSWORD);
    await waitFor(async () => server!.messages().includes('admin: the console password was changed; 2 session(s) signed out'), 2000);
    expect(server.output()).not.toContain(NEW_PASSWORD);

    await server.stop();
    server = await startServer(env());
    expect(await head(server.url, fresh)).toBe(200);
    expect(await head(server.url, NEW_PASSWORD)).toBe(200);
    expect(server.messages()).not.toMatch(/admin: {3}/);
  });

  it('takes effect at the next start when no server runs, and at once in a running one (file watch or SIGHUP)', async () => {
    await server?.stop();
    const next = 'the password after that 7f0a';
    expect((await runCli('scripts/cli/admin-password', [], { env: env(), input: `${next}\n` })).code).toBe(0);
    server = await startServer(env());
    const token = await signIn(server.url, next);
    expect(await head(server.url, NEW_PASSWORD)).toBe(401);

    const last = 'and the last one 0b9d33';
    expect((await runCli('scripts/cli/admin-password', [], { env: env(), input: `${last}\n` })).code).toBe(0);
    process.kill(server.pid, 'SIGHUP');
    await waitFor(async () => (await head(server!.url, token)) === 401, 2000);
    expect(await head(server.url, last)).toBe(200);
  });

  it('refuses a short password and a password ADMIN_PASSWORD would override, changing nothing', async () => {
    const short = await runCli('scripts/cli/admin-password', [], { env: env(), input: 'short\n' });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('The password must be 8 to 1024 characters long.');
    const overridden = await runCli('scripts/cli/admin-password', [], { env: { ...env(), ADMIN_PASSWORD: 'set in the environment' }, input: `${NEW_PASSWORD}\n` });
    expect(overridden.code).toBe(1);
    expect(overridden.stderr).toContain('ADMIN_PASSWORD is set');
    expect(await head(server!.url, 'and the last one 0b9d33')).toBe(200);
  });
});
