// POST /api/signup: the /blueprint form's copy of each signup, stored under DATA_DIR so a lead
// survives an outage of the newsletter provider.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signup } from '../../server/leads/signup-store';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { LEADS_RATE_LIMIT: '2' } });
});
afterAll(() => app.close());

const post = async (body: unknown, address = '192.0.2.1') => {
  const response = await fetch(`${app.url}/api/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

async function storedSignups(): Promise<Signup[]> {
  const text = await readFile(path.join(app.site.dataDir, 'signups.json'), 'utf8').catch(() => null);
  return text === null ? [] : (JSON.parse(text) as { signups: Signup[] }).signups;
}

describe('POST /api/signup', () => {
  it('stores a trimmed signup with an id and the time received', async () => {
    const { status, body } = await post({ name: ' Grace Hopper ', email: ' grace@example.org ', website: '' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Thank you for signing up!' });
    expect(await storedSignups()).toEqual([{ id: expect.any(String), name: 'Grace Hopper', email: 'grace@example.org', submitted: expect.any(String) }]);
  });

  it('answers invalid input with the spec messages (§5) and stores nothing', async () => {
    const { status, body } = await post({ name: '   ', email: 'grace-at-example' }, '192.0.2.2');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'invalid_input', fields: { name: 'Please enter your name', email: 'Please enter a valid email address' } });
    expect(await storedSignups()).toHaveLength(1);
  });

  it('answers a filled honeypot with success and stores nothing', async () => {
    const { status, body } = await post({ name: 'Bot', email: 'bot@example.net', website: 'https://spam.example' }, '192.0.2.3');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true });
    expect(await storedSignups()).toHaveLength(1);
  });

  it('limits signups per address with its own message', async () => {
    expect((await post({ name: 'A', email: 'a@example.org' }, '192.0.2.9')).status).toBe(200);
    expect((await post({ name: 'B', email: 'b@example.org' }, '192.0.2.9')).status).toBe(200);
    const limited = await post({ name: 'C', email: 'c@example.org' }, '192.0.2.9');
    expect(limited).toEqual({ status: 429, body: expect.objectContaining({ message: 'Too many signups from your address. Please wait 15 minutes and try again.' }) });
    expect((await storedSignups()).map((signup) => signup.name)).toEqual(['Grace Hopper', 'A', 'B']);
  });
});
