// The run contract: a bad environment value stops start-up with a message naming the variable.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server-process';
import { createTempSite, REPO_ROOT, type TempSite } from '../support/temp-site';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
});
afterAll(() => site.cleanup());

describe('start-up', () => {
  it.each([
    [{ PORT: 'eighty' }, /PORT: /],
    [{ SITE_URL: 'localhost' }, /SITE_URL: /],
    [{ CONTENT_DIR: '/no/such/folder' }, /CONTENT_DIR: \/no\/such\/folder is not a folder/],
  ])('refuses %o with a message naming the variable', async (env, message) => {
    await expect(startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ...env })).rejects.toThrow(message);
  });

  it('serves the demo content and answers /healthz', async () => {
    const server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir });
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(server.output()).toMatch(/content: indexed \d+ posts, \d+ projects, 3 templates/);
      // A new owner's first questions: where the console is, and where its password is.
      const start = server.logEntries().find((entry) => entry.event === 'start');
      expect(start?.msg).toMatch(/the console is at http:\/\/localhost:\d+\/admin\/blog, signed in with the password generated and printed at the first start \(npm run admin:password sets a new one\)/);
      expect(server.output()).toMatch(/a console password was generated\. It is shown only this once/);
    } finally {
      await server.stop();
    }
  });

  it('reads the env file, and warns about a name it does not know', async () => {
    const file = path.join(site.root, 'folio.env');
    await writeFile(file, 'SITE_URL=https://from-env-file.example\nSMPT_HOST=mail.example.com\n');
    const server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ENV_FILE: file });
    try {
      expect(server.logEntries().find((entry) => entry.event === 'start')).toMatchObject({ console: 'https://from-env-file.example/admin/blog' });
      expect(server.messages()).toContain(`config: ${file} sets SMPT_HOST, which Folio does not read (a typo?)`);
    } finally {
      await server.stop();
    }
  });

  it('starts with .env.example as it ships (SITE_URL empty), at the local address, naming ADMIN_PASSWORD as the password', async () => {
    const file = path.join(site.root, 'example.env');
    const example = await readFile(path.join(REPO_ROOT, '.env.example'), 'utf8');
    expect(example).toMatch(/^SITE_URL=$/m);
    // The example's port, host and folders are the test's own.
    await writeFile(file, example.replace(/^(PORT|HOST|CONTENT_DIR|DATA_DIR)=.*$/gm, '').replace(/^ADMIN_PASSWORD=$/m, 'ADMIN_PASSWORD=example env password'));
    const server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ENV_FILE: file });
    try {
      const start = server.logEntries().find((entry) => entry.event === 'start');
      expect(start).toMatchObject({ console: expect.stringMatching(/^http:\/\/localhost:\d+\/admin\/blog$/) });
      expect(start?.msg).toContain('signed in with the password in ADMIN_PASSWORD');
      expect(await (await fetch(`${server.url}/blog`)).text()).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/blog"/);
    } finally {
      await server.stop();
    }
  });
});
