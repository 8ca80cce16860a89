// The built server as a real process: 1,000 concurrent valid contact messages (rate limit off)
// are all stored, each exactly once, and a restart on the same DATA_DIR keeps every one.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../server/leads/contact-store';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

const COUNT = 1000;
let site: TempSite;
let server: ServerProcess | undefined;

beforeAll(async () => {
  site = await createTempSite();
});
afterAll(async () => {
  await server?.stop();
  await site.cleanup();
});

const start = () => startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, LEADS_RATE_LIMIT: '0' });
const stored = async () => (JSON.parse(await readFile(path.join(site.dataDir, 'contacts.json'), 'utf8')) as { contacts: ContactMessage[] }).contacts;

const send = (url: string, n: number) =>
  fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: `Visitor ${n}`, email: `visitor${n}@example.com`, service: null, message: `Message number ${n}`, submitted: new Date().toISOString() }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { success?: boolean } }));

describe('1,000 concurrent contact messages', () => {
  it('stores every message exactly once, and a restart keeps them all', async () => {
    server = await start();
    const answers = await Promise.all(Array.from({ length: COUNT }, (_, n) => send(server!.url, n)));
    expect(answers.filter((answer) => answer.status !== 200 || answer.body.success !== true)).toEqual([]);

    // Read right after the last answer: success was only sent once the file held the message.
    const messages = (await stored()).map((item) => item.message);
    expect(messages).toHaveLength(COUNT);
    expect(new Set(messages)).toEqual(new Set(Array.from({ length: COUNT }, (_, n) => `Message number ${n}`)));
    expect(new Set((await stored()).map((item) => item.id)).size).toBe(COUNT);

    await server.stop();
    server = await start();
    // The new process must have loaded the file: its next write holds the old messages too.
    expect((await send(server.url, COUNT)).status).toBe(200);
    const after = (await stored()).map((item) => item.message);
    expect(after).toHaveLength(COUNT + 1);
    expect(new Set(after)).toEqual(new Set([...messages, `Message number ${COUNT}`]));
  }, 120_000);
});
