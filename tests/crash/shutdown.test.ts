// SIGTERM drains: requests in flight when the signal arrives are answered in full, writes in
// progress finish, and the process exits 0 leaving a clean repo.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { waitFor } from '../support/in-process-app';
import { startServer } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
});
afterAll(() => site?.cleanup());

describe('SIGTERM', () => {
  it('answers the requests in flight, finishes their writes, and exits cleanly', async () => {
    const server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: TEST_PASSWORD, LEADS_RATE_LIMIT: '0' });
    const token = await signIn(server.url);
    const outcomes: string[] = [];
    const requests = [
      ...Array.from({ length: 8 }, (_, i) => send(`${server.url}/api/blog`, { token, body: postInput(`drain-post-${i}`) }).then((answer) => `post ${i}: ${answer.status}`)),
      ...Array.from({ length: 30 }, (_, i) =>
        send(`${server.url}/api/contact`, { body: { name: 'Drain', email: 'drain@example.com', service: null, message: `drain-${i}`, submitted: new Date().toISOString() } }).then(
          (answer) => `contact ${i}: ${answer.status}`,
        ),
      ),
    ].map((request) => request.catch((error: Error) => `refused: ${(error.cause as { code?: string } | undefined)?.code ?? error.message}`).then((outcome) => outcomes.push(outcome)));

    // Signal once the writes are under way: some answered, others still queued for Git.
    await waitFor(async () => outcomes.some((outcome) => outcome.startsWith('post')), 30_000);
    await server.stop();
    await Promise.all(requests);

    // Every request was answered in full (201/200) or refused before it started; none was cut off.
    const logged = () => server.messages().split('\n').filter((line) => /commit|fail|error/i.test(line)).join('\n');
    for (const outcome of outcomes) expect(outcome, logged()).toMatch(/: (200|201)$|^refused: ECONNREFUSED$/);
    const answeredPosts = outcomes.filter((outcome) => /^post \d+: 201$/.test(outcome)).length;
    expect(answeredPosts).toBeGreaterThan(1);
    expect(server.output()).toContain('SIGTERM: finishing requests in flight');

    const log = await site.git('log', '--format=%s');
    for (const outcome of outcomes.filter((o) => /^post \d+: 201$/.test(o))) {
      const i = /^post (\d+)/.exec(outcome)![1];
      expect(log).toContain(`A post called drain-post-${i}`);
    }
    expect(await site.git('status', '--porcelain')).toBe('');
    const stored = JSON.parse(await readFile(path.join(site.dataDir, 'contacts.json'), 'utf8')) as { contacts: { message: string }[] };
    const answeredContacts = outcomes.filter((outcome) => /^contact \d+: 200$/.test(outcome)).length;
    expect(stored.contacts.length).toBe(answeredContacts);
  }, 60_000);
});
