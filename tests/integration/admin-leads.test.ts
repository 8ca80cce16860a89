// Leads in the console (issue 6, item 7): contact messages and signups newest first, as JSON
// and as CSV, only with a valid token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
  token = await signIn(app.url);
  for (const name of ['First Sender', 'Second Sender']) {
    const answer = await send(`${app.url}/api/contact`, { body: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, message: 'Hello, "quoted", with a comma.', service: 'Mapping Solutions', submitted: new Date().toISOString() } });
    expect(answer.status).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const signup = await send(`${app.url}/api/signup`, { body: { name: '=cmd|calc', email: 'sheet@example.com' } });
  expect(signup.status).toBeLessThan(300);
});
afterAll(() => app?.close());

describe('leads', () => {
  it('lists contact messages newest first', async () => {
    const { status, body } = await send<{ name: string; email: string; message: string; submitted: string }[]>(`${app.url}/api/admin/leads/contacts`, { token });
    expect(status).toBe(200);
    expect(body.map((item) => item.name)).toEqual(['Second Sender', 'First Sender']);
  });

  it('exports contact messages as CSV with a header and proper quoting', async () => {
    const response = await fetch(`${app.url}/api/admin/leads/contacts.csv`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="contact-messages-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('submitted,name,email,service,message');
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[^,]+,Second Sender,second@example\.com,Mapping Solutions,"Hello, ""quoted"", with a comma\."$/);
    expect(lines).toHaveLength(3);
  });

  it('exports signups as CSV, defusing formulas', async () => {
    const response = await fetch(`${app.url}/api/admin/leads/signups.csv`, { headers: { authorization: `Bearer ${token}` } });
    const lines = (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('submitted,name,email');
    expect(lines[1]).toMatch(/,"'=cmd\|calc",sheet@example\.com$/);
  });

  it.each(['/api/admin/leads/contacts', '/api/admin/leads/contacts.csv', '/api/admin/leads/signups', '/api/admin/leads/signups.csv'])('%s answers 401 without a token', async (url) => {
    expect((await send(`${app.url}${url}`)).status).toBe(401);
    expect((await send(`${app.url}${url}`, { token: 'folio_wrong' })).status).toBe(401);
  });
});
