// What the server keeps in DATA_DIR is the owner's alone, as the privacy page says: after a
// contact message, a signup, a console sign-in and a resized image, every file there is mode
// 0600 and every folder 0700 (lead files used to be 0644, the image cache 0644 in a 0755 folder).
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';
import { createTempSite } from '../support/temp-site';

let app: TestApp;
beforeAll(async () => {
  const site = await createTempSite();
  // A signups file an earlier version left readable by everyone.
  await mkdir(site.dataDir, { recursive: true });
  await writeFile(path.join(site.dataDir, 'signups.json'), '{"signups": []}', { mode: 0o644 });
  app = await startTestApp({ site, env: { ADMIN_PASSWORD: TEST_PASSWORD, LEADS_RATE_LIMIT: '0' } });
});
afterAll(() => app?.close());

const mode = async (file: string) => (await stat(file)).mode & 0o777;
const postJson = (url: string, body: object) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** Every file and folder under `dir`, relative to it, with its mode. */
async function modesUnder(dir: string): Promise<Record<string, string>> {
  const modes: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const absolute = path.join(entry.parentPath, entry.name);
    modes[path.relative(dir, absolute) + (entry.isDirectory() ? '/' : '')] = (await mode(absolute)).toString(8);
  }
  return modes;
}

describe('files in DATA_DIR', () => {
  it('stores a contact message and a signup in files only the owner can read', async () => {
    expect((await postJson(`${app.url}/api/contact`, { name: 'Ada Lovelace', email: 'ada@example.com', service: null, message: 'I need a map of listings.' })).status).toBe(200);
    expect((await postJson(`${app.url}/api/signup`, { name: 'Ada Lovelace', email: 'ada@example.com' })).status).toBe(200);
    expect(await mode(path.join(app.site.dataDir, 'contacts.json'))).toBe(0o600);
    expect(await mode(path.join(app.site.dataDir, 'signups.json'))).toBe(0o600);
    expect(await mode(app.site.dataDir)).toBe(0o700);
  });

  it('leaves no file or folder there that anyone else can read, whatever the server wrote', async () => {
    await signIn(app.url);
    const [project] = (await (await fetch(`${app.url}/api/projects`)).json()) as { image: string }[];
    expect((await fetch(`${app.url}${project!.image}?w=400&q=75`, { headers: { Accept: 'image/webp' } })).status).toBe(200);
    const modes = await modesUnder(app.site.dataDir);
    expect(Object.keys(modes)).toEqual(expect.arrayContaining(['contacts.json', 'signups.json', 'image-cache/']));
    const open = Object.entries(modes).filter(([name, octal]) => octal !== (name.endsWith('/') ? '700' : '600'));
    expect(open).toEqual([]);
  });
});
