// Crash safety: SIGKILL the server in the middle of bursts of contact submissions and console
// post creations, start it again, and find every write that had been answered with success,
// JSON files that parse, and a content repo that `git fsck` accepts with a clean status.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { waitFor } from '../support/in-process-app';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const CONTACTS_PER_ROUND = 60;
const POSTS_PER_ROUND = 10;
const run = promisify(execFile);

let site: TempSite;
const env = () => ({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: TEST_PASSWORD, LEADS_RATE_LIMIT: '0' });

beforeAll(async () => {
  site = await createTempSite();
});
afterAll(() => site?.cleanup());

/** Fires the requests and records which were answered with success before the kill. */
async function burst(server: ServerProcess, token: string, round: number) {
  const answered = { contacts: [] as string[], posts: [] as string[] };
  const contacts = Array.from({ length: CONTACTS_PER_ROUND }, async (_, i) => {
    const marker = `round-${round}-contact-${i}`;
    const answer = await send<{ success: boolean }>(`${server.url}/api/contact`, {
      body: { name: 'Crash Test', email: 'crash@example.com', service: null, message: marker, submitted: new Date().toISOString() },
    }).catch(() => null);
    if (answer?.status === 200 && answer.body.success) answered.contacts.push(marker);
  });
  const posts = Array.from({ length: POSTS_PER_ROUND }, async (_, i) => {
    const slug = `crash-round-${round}-post-${i}`;
    const answer = await send(`${server.url}/api/blog`, { token, body: postInput(slug) }).catch(() => null);
    if (answer?.status === 201) answered.posts.push(slug);
  });
  return { answered, done: Promise.all([...contacts, ...posts]) };
}

describe('crash safety', () => {
  it(`keeps every answered write through ${ROUNDS} SIGKILLs mid-burst`, async () => {
    const answeredContacts: string[] = [];
    const answeredPosts: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const server = await startServer(env());
      const token = await signIn(server.url);
      const { answered, done } = await burst(server, token, round);
      // Let some writes of each kind be answered while the rest are in flight, then kill
      // without warning (a little later each round, to land in different steps of a write).
      await waitFor(async () => answered.posts.length >= 1 && answered.contacts.length >= 5, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 10 + round * 40));
      await server.kill('SIGKILL');
      await done;
      answeredContacts.push(...answered.contacts);
      answeredPosts.push(...answered.posts);
    }
    expect(answeredContacts.length).toBeGreaterThan(0);
    expect(answeredPosts.length).toBeGreaterThan(0);

    const server = await startServer(env());
    try {
      // Every JSON file in DATA_DIR parses, and every answered message is in it, once.
      for (const file of ['contacts.json', 'signups.json', 'admin-password.json']) {
        const text = await readFile(path.join(site.dataDir, file), 'utf8').catch(() => null);
        if (text !== null) expect(() => JSON.parse(text), file).not.toThrow();
      }
      const stored = (JSON.parse(await readFile(path.join(site.dataDir, 'contacts.json'), 'utf8')) as { contacts: { message: string }[] }).contacts.map((c) => c.message);
      for (const marker of answeredContacts) expect(stored.filter((message) => message === marker)).toHaveLength(1);

      // Every answered post is a committed file that the restarted server serves.
      const log = await site.git('log', '--format=%s');
      for (const slug of answeredPosts) {
        expect(log).toContain(`Add post "A post called ${slug}"`);
        expect((await fetch(`${server.url}/blog/${slug}`)).status).toBe(200);
      }
      await run('git', ['-C', site.contentDir, 'fsck', '--no-progress', '--full']);
      expect(await site.git('status', '--porcelain')).toBe('');
    } finally {
      await server.stop();
    }
  }, 180_000);
});
