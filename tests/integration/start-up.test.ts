// The run contract: a bad environment value stops start-up with a message naming the variable.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

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
});
