// POST /api/call-request (the /calendar form when the booking provider cannot load) against the
// real app on a temp site: the shared schema, 4xx messages that say what to fix, the honeypot,
// and the request kept as a contact message that the console lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_REQUEST_SERVICE } from '../../server/leads/call-request';
import type { ContactMessage } from '../../server/leads/contact-store';
import { send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';

const VALID = { name: 'Grace Hopper', email: 'grace@example.com', times: 'Tue or Thu, 2–5 pm', timeZone: 'America/New_York', topic: 'A listings map for 40 agents.' };

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD, LEADS_RATE_LIMIT: '0' } });
  token = await signIn(app.url);
});
afterAll(() => app?.close());

const post = (body: unknown) => send<Record<string, unknown>>(`${app.url}/api/call-request`, { body });
const leads = async () => (await send<ContactMessage[]>(`${app.url}/api/admin/leads/contacts`, { token })).body;

describe('POST /api/call-request', () => {
  it('keeps a valid request as a contact message the console lists, with the times, time zone and topic', async () => {
    const { status, body } = await post({ ...VALID, name: '  Grace Hopper ' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: expect.stringMatching(/confirm a time/) });
    const [lead] = await leads();
    expect(lead).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', service: CALL_REQUEST_SERVICE });
    expect(lead!.message).toBe('Preferred times: Tue or Thu, 2–5 pm\nTime zone: America/New_York\n\nA listings map for 40 agents.');
  });

  it('says when no time zone was given', async () => {
    expect((await post({ ...VALID, timeZone: '', topic: 'No zone.' })).status).toBe(200);
    expect((await leads()).find((lead) => lead.message.endsWith('No zone.'))!.message).toContain('Time zone: not given');
  });

  it('answers a filled honeypot with success and keeps nothing', async () => {
    const count = (await leads()).length;
    expect((await post({ ...VALID, website: 'http://spam.example' })).body).toMatchObject({ success: true });
    expect(await leads()).toHaveLength(count);
  });

  it('answers 400 naming each field to fix, and keeps nothing', async () => {
    const count = (await leads()).length;
    const { status, body } = await post({ name: 'Grace', email: 'grace@', times: ' ', topic: '' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'invalid_input', message: 'Please check these fields: email, times, topic.' });
    expect(body.fields).toEqual({ email: 'Please enter a valid email address', times: 'Please say which days and times suit you', topic: 'Please say what you would like to talk about' });
    expect(await leads()).toHaveLength(count);
  });
});
