// POST /api/contact against the real app on a temp site: validation shared with the browser,
// storage on disk before the answer, the honeypot, rate limiting per address and the owner's
// e-mail through a real SMTP server on 127.0.0.1.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../server/leads/contact-store';
import { startFakeSmtpServer, type FakeSmtpServer } from '../support/fake-smtp-server';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

const VALID = { name: 'Ada Lovelace', email: 'ada@example.com', service: 'Mapping Solutions', message: 'I need a map of listings.', submitted: new Date().toISOString() };

async function post(app: TestApp, body: string | object, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  const response = await fetch(`${app.url}/api/contact`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Left empty: the assertions below then show what was answered.
  }
  return { status: response.status, body: json, text };
}

/** What is on disk, not what the process holds in memory. */
async function storedMessages(app: TestApp): Promise<ContactMessage[]> {
  const text = await readFile(path.join(app.site.dataDir, 'contacts.json'), 'utf8').catch(() => null);
  return text === null ? [] : (JSON.parse(text) as { contacts: ContactMessage[] }).contacts;
}

describe('POST /api/contact', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { LEADS_RATE_LIMIT: '0' } });
  });
  afterAll(() => app.close());

  it('stores a valid message on disk, trimmed, with an id and the time received, before answering', async () => {
    const before = Date.now();
    const { status, body } = await post(app, { ...VALID, name: '  Ada Lovelace  ', message: '\n I need a map of listings. \n' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: expect.stringMatching(/received your message/) });
    const stored = await storedMessages(app);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Ada Lovelace', email: 'ada@example.com', service: 'Mapping Solutions', message: 'I need a map of listings.', submitted: expect.any(String) });
    expect(Date.parse(stored[0]!.submitted)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores a null service when none was chosen (spec §7: service may be null)', async () => {
    expect((await post(app, { ...VALID, service: null, message: 'no service' })).status).toBe(200);
    expect((await post(app, { ...VALID, service: '', message: 'empty service' })).status).toBe(200);
    const stored = await storedMessages(app);
    expect(stored.filter((item) => item.message.endsWith('service')).map((item) => item.service)).toEqual([null, null]);
  });

  it('answers a filled honeypot with the same success and stores nothing', async () => {
    const count = (await storedMessages(app)).length;
    const { status, body } = await post(app, { ...VALID, website: 'http://spam.example' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true });
    expect(await storedMessages(app)).toHaveLength(count);
  });

  describe('malformed requests get a 4xx with a message and store nothing', () => {
    const megabyte = 'x'.repeat(1_000_000);
    it.each<[string, string | object, Record<string, string> | undefined, number, RegExp]>([
      ['missing fields', {}, undefined, 400, /name, email, message/],
      ['blank fields', { name: ' ', email: ' ', message: '   ' }, undefined, 400, /name, email, message/],
      ['wrong types', { name: 1, email: true, service: 5, message: ['x'] }, undefined, 400, /name, email, service, message/],
      ['an invalid address', { ...VALID, email: 'ada@example' }, undefined, 400, /email/],
      ['a 1 MB name', { ...VALID, name: megabyte }, undefined, 400, /name/],
      ['a 1 MB message', { ...VALID, message: megabyte }, undefined, 400, /message/],
      ['a body over the 1 MB limit', { ...VALID, message: megabyte + megabyte }, undefined, 413, /too large/],
      ['broken JSON', '{"name": "Ada",', undefined, 400, /could not be read/],
      ['a JSON array', [VALID], undefined, 400, /JSON object/],
      ['JSON null', 'null', undefined, 400, /could not be read/],
      ['a text body', JSON.stringify(VALID), { 'Content-Type': 'text/plain' }, 415, /Content-Type: application\/json/],
      ['a urlencoded form', 'name=Ada&email=ada%40example.com&message=hi', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415, /JSON/],
      ['no content type', JSON.stringify(VALID), {}, 415, /JSON/],
    ])('%s', async (_name, body, headers, status, message) => {
      const count = (await storedMessages(app)).length;
      const answer = await post(app, body, headers);
      expect(answer.status, answer.text.slice(0, 300)).toBe(status);
      expect(answer.body).toMatchObject({ success: false, code: expect.any(String), message: expect.stringMatching(message) });
      expect(await storedMessages(app)).toHaveLength(count);
    });

    it('names each field to fix with its own message', async () => {
      const { body } = await post(app, { name: '', email: 'nope', message: 'x'.repeat(5001) });
      expect(body.fields).toEqual({ name: 'Please enter your name', email: 'Please enter a valid email address', message: 'Message must be at most 5000 characters' });
    });
  });
});

describe('rate limiting', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { LEADS_RATE_LIMIT: '3' } });
  });
  afterAll(() => app.close());

  // The app trusts a proxy on loopback (TRUST_PROXY=loopback), so X-Forwarded-For names the visitor.
  const from = (address: string) => ({ 'Content-Type': 'application/json', 'X-Forwarded-For': address });

  it('answers 429 with a clear message once an address has used its allowance, and only for that address', async () => {
    for (let i = 0; i < 3; i++) expect((await post(app, { ...VALID, message: `try ${i}` }, from('203.0.113.7'))).status).toBe(200);
    const limited = await post(app, { ...VALID, message: 'one too many' }, from('203.0.113.7'));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'rate_limited', message: 'Too many messages from your address. Please wait 15 minutes and try again.' });
    expect((await storedMessages(app)).map((item) => item.message)).not.toContain('one too many');
    expect((await post(app, { ...VALID, message: 'another visitor' }, from('198.51.100.4'))).status).toBe(200);
  });
});

describe('e-mail to the owner', () => {
  let smtp: FakeSmtpServer;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    app = await startTestApp({ env: { LEADS_RATE_LIMIT: '0', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), MAIL_FROM: 'site@alexrivera.dev' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends each stored message to the owner from the settings, replying to the visitor', async () => {
    expect((await post(app, { ...VALID, message: 'Please call me about a listings map.' })).status).toBe(200);
    await waitFor(async () => smtp.mails.length === 1, 10_000);
    const [mail] = smtp.mails;
    expect(mail!.from).toBe('site@alexrivera.dev');
    expect(mail!.to).toEqual(['hello@alexrivera.dev']);
    expect(mail!.raw).toMatch(/^Reply-To: Ada Lovelace <ada@example.com>/m);
    expect(mail!.raw).toMatch(/^Subject: New message from Ada Lovelace about Mapping Solutions/m);
    expect(mail!.text).toContain('Please call me about a listings map.');
    expect(mail!.text).toContain(`Reference: ${(await storedMessages(app))[0]!.id}`);
  });

  it('sends nothing for a filled honeypot', async () => {
    const before = smtp.mails.length;
    await post(app, { ...VALID, website: 'bot' });
    await post(app, { ...VALID, message: 'a real one after the bot' });
    await waitFor(async () => smtp.mails.length === before + 1, 10_000);
    expect(smtp.mails.at(-1)!.text).toContain('a real one after the bot');
    expect(smtp.mails).toHaveLength(before + 1);
  });
});

describe('e-mail failure', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback here: every connection is refused.
    app = await startTestApp({ env: { LEADS_RATE_LIMIT: '0', SMTP_HOST: '127.0.0.1', SMTP_PORT: '9' } });
  });
  afterAll(() => app.close());

  it('still answers success and keeps the message, and logs why the e-mail failed', async () => {
    const { status, body } = await post(app, { ...VALID, message: 'mail server down' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true });
    expect((await storedMessages(app)).map((item) => item.message)).toEqual(['mail server down']);
    await waitFor(async () => app.logs.some((line) => /is stored, but e-mailing it to hello@alexrivera.dev failed/.test(line)), 10_000);
  });
});
