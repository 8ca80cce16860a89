// Leads belong to the people who sent them: the console deletes one message or signup, or
// everything from one address across both stores, and exports what is held about an address.
// Deletions go through the stores, so the next submission never brings a lead back, and a lead
// deleted by hand from contacts.json while the server runs stays deleted too.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage, LeadsDeleted, LeadsOfAddress, Signup } from '../../src/lib/lead-types';
import { send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
let token: string;

const contact = (name: string, email: string) => send(`${app.url}/api/contact`, { body: { name, email, message: `A message from ${name}.`, service: null } });
const signup = (name: string, email: string) => send(`${app.url}/api/signup`, { body: { name, email } });
const contacts = async () => (await send<ContactMessage[]>(`${app.url}/api/admin/leads/contacts`, { token })).body;
const signups = async () => (await send<Signup[]>(`${app.url}/api/admin/leads/signups`, { token })).body;
const onDisk = async (file: string) => readFile(path.join(app.site.dataDir, file), 'utf8');

beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD, LEADS_RATE_LIMIT: '0' } });
  token = await signIn(app.url);
});
afterAll(() => app?.close());

describe('deleting leads from the console', () => {
  it('deletes one contact message and one signup by id, and says when one is already gone', async () => {
    await contact('Keep Me', 'keep@example.com');
    await contact('Delete Me', 'delete@example.com');
    await signup('Signup Gone', 'gone@example.com');
    const message = (await contacts()).find((item) => item.name === 'Delete Me')!;
    const signed = (await signups()).find((item) => item.name === 'Signup Gone')!;

    expect((await send(`${app.url}/api/admin/leads/contacts/${message.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await send(`${app.url}/api/admin/leads/signups/${signed.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await contacts()).map((item) => item.name)).not.toContain('Delete Me');
    expect((await contacts()).map((item) => item.name)).toContain('Keep Me');
    expect(await onDisk('contacts.json')).not.toContain('delete@example.com');
    expect(await onDisk('signups.json')).not.toContain('gone@example.com');

    const again = await send<{ message: string }>(`${app.url}/api/admin/leads/contacts/${message.id}`, { method: 'DELETE', token });
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/not stored/);
    // The next submission does not bring it back.
    await contact('Later Sender', 'later@example.com');
    expect(await onDisk('contacts.json')).not.toContain('delete@example.com');
  });

  it('exports, then deletes, everything from one address across both stores, in any letter case', async () => {
    await contact('Pat Person', 'pat@example.com');
    await contact('Pat Again', 'PAT@Example.com');
    await signup('Pat Person', 'pat@example.com');
    await contact('Someone Else', 'else@example.com');

    const exported = await send<LeadsOfAddress>(`${app.url}/api/admin/leads/address?email=${encodeURIComponent('Pat@example.com')}`, { token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="leads-pat@example.com.json"');
    expect(exported.body.contacts.map((item) => item.name).sort()).toEqual(['Pat Again', 'Pat Person']);
    expect(exported.body.signups.map((item) => item.email)).toEqual(['pat@example.com']);

    const deleted = await send<LeadsDeleted>(`${app.url}/api/admin/leads/address?email=pat@example.com`, { method: 'DELETE', token });
    expect(deleted.body).toEqual({ email: 'pat@example.com', contacts: 2, signups: 1 });
    expect((await onDisk('contacts.json')).toLowerCase()).not.toContain('pat@example.com');
    expect(await onDisk('signups.json')).not.toContain('pat@example.com');
    expect((await contacts()).map((item) => item.name)).toContain('Someone Else');
    const empty = await send<LeadsOfAddress>(`${app.url}/api/admin/leads/address?email=pat@example.com`, { token });
    expect(empty.body.contacts).toEqual([]);
    expect(empty.body.signups).toEqual([]);
  });

  it('asks for a valid address, and answers 401 without a token', async () => {
    const bad = await send<{ code: string; message: string; fields: Record<string, string> }>(`${app.url}/api/admin/leads/address?email=not-an-address`, { method: 'DELETE', token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/\?email=/);
    expect(bad.body.fields.email).toBe('Please enter a valid email address');
    expect((await send(`${app.url}/api/admin/leads/address`, { token })).status).toBe(400);
    for (const [method, url] of [
      ['DELETE', '/api/admin/leads/contacts/x'],
      ['DELETE', '/api/admin/leads/signups/x'],
      ['GET', '/api/admin/leads/address?email=a@example.com'],
      ['DELETE', '/api/admin/leads/address?email=a@example.com'],
    ] as const) {
      expect((await send(`${app.url}${url}`, { method })).status).toBe(401);
    }
  });
});

describe('a lead deleted by hand while the server runs', () => {
  it('stays deleted when the next message arrives, and the console lists the file as edited', async () => {
    await contact('Hand Deleted', 'hand@example.com');
    await contact('Stays Here', 'stays@example.com');
    const file = path.join(app.site.dataDir, 'contacts.json');
    const stored = JSON.parse(await readFile(file, 'utf8')) as { contacts: ContactMessage[] };
    stored.contacts = stored.contacts.filter((item) => item.email !== 'hand@example.com');
    await writeFile(file, JSON.stringify(stored, null, 2));

    expect((await contacts()).map((item) => item.name)).not.toContain('Hand Deleted');
    expect((await contact('Next Sender', 'next@example.com')).status).toBeLessThan(300);
    const after = await onDisk('contacts.json');
    expect(after).not.toContain('hand@example.com');
    expect(after).toContain('stays@example.com');
    expect(after).toContain('next@example.com');
  });
});
