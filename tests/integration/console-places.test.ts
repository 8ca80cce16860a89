// Every page editable through the same Git path (issue 41, finding 5): the console's places save
// the files an owner edits by hand, one commit each, with the same 409 on a stale edit and a 400
// naming the field to fix; a project created there is committed and served. Through the real
// server on a temp content repo.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormField } from '../../src/lib/api/places';
import { callConsole, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote } from '../support/bare-remote';
import { startTestApp, type TestApp } from '../support/in-process-app';
import { createTempSite } from '../support/temp-site';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
  token = await signIn(app.url);
});
afterAll(() => app.close());

const siteYaml = () => readFile(path.join(app.site.contentDir, 'site.yaml'), 'utf8');
const commits = async () => Number((await app.site.git('rev-list', '--count', 'HEAD')).trim());
const subject = async () => (await app.site.git('log', '-1', '--format=%s')).trim();
const committedFiles = async () => (await app.site.git('show', '--name-only', '--format=', 'HEAD')).trim().split('\n');
const page = (pathname: string) => fetch(`${app.url}${pathname}`).then(async (response) => ({ status: response.status, text: await response.text() }));

describe('the hero place', () => {
  it('describes its form from the settings schema', async () => {
    const opened = await callConsole(app.url, token, 'openPlace', { params: { place: 'hero' } });
    expect(opened.status).toBe(200);
    expect(opened.body.files).toEqual(['site.yaml']);
    const hero = opened.body.form.find((field: FormField) => field.name === 'hero');
    expect(hero).toMatchObject({ kind: 'group', label: 'Hero' });
    expect(hero?.kind === 'group' && hero.fields.map((field) => field.name)).toEqual(['headline', 'tagline', 'contactLabel', 'callLabel']);
    expect(opened.body.values).toMatchObject({ hero: { headline: 'Crafting Digital Solutions' } });
  });

  it('saves the headline in one commit, keeping the comments and the order of keys in site.yaml', async () => {
    const before = await siteYaml();
    expect(before).toContain('# the button to /contact');
    const count = await commits();
    const opened = await callConsole(app.url, token, 'openPlace', { params: { place: 'hero' } });
    const values = { hero: { ...(opened.body.values.hero as object), headline: 'Maps that sell homes' } };
    const saved = await callConsole(app.url, token, 'savePlace', { params: { place: 'hero' }, body: { values, version: opened.body.version } });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Update site settings: hero');
    expect(await commits()).toBe(count + 1);
    expect(await subject()).toBe('Update site settings: hero');
    expect(await committedFiles()).toEqual(['site.yaml']);
    // Only the edited line changed: every comment, the key order and every other line stay.
    expect(await siteYaml()).toBe(before.replace('  headline: Crafting Digital Solutions\n', '  headline: Maps that sell homes\n'));
    expect((await page('/')).text).toContain('Maps that sell homes');
  });

  it('answers 409 to a save from a form opened before a hand edit, and commits nothing', async () => {
    const opened = await callConsole(app.url, token, 'openPlace', { params: { place: 'hero' } });
    const file = path.join(app.site.contentDir, 'site.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('callLabel: Schedule a Call ', 'callLabel: Book a call '));
    const count = await commits();
    const saved = await callConsole(app.url, token, 'savePlace', { params: { place: 'hero' }, body: { values: opened.body.values, version: opened.body.version } });
    expect(saved.status).toBe(409);
    expect(saved.body).toMatchObject({ code: 'stale_edit' });
    expect(await commits()).toBe(count);
  });

  it('answers 400 naming the field to fix, and commits nothing', async () => {
    const opened = await callConsole(app.url, token, 'openPlace', { params: { place: 'owner' } });
    const count = await commits();
    const values = { owner: { ...(opened.body.values.owner as object), email: 'not an address' } };
    const saved = await callConsole(app.url, token, 'savePlace', { params: { place: 'owner' }, body: { values, version: opened.body.version } });
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({ code: 'invalid_place', fields: { 'owner.email': expect.stringContaining('e-mail address') } });
    expect(await commits()).toBe(count);
  });
});

describe('a list place', () => {
  it('adds a testimonial as an item of the list, keeping the others as written', async () => {
    const opened = await callConsole(app.url, token, 'openPlace', { params: { place: 'testimonials' } });
    const list = opened.body.values.testimonials as Record<string, unknown>[];
    const added = { id: 'new-1', text: 'Fast and careful.', name: 'Rita Paz', position: 'Broker', image: '/images/profile.jpg' };
    const saved = await callConsole(app.url, token, 'savePlace', { params: { place: 'testimonials' }, body: { values: { testimonials: [...list, added] }, version: opened.body.version } });
    expect(saved.status).toBe(200);
    const reopened = await callConsole(app.url, token, 'openPlace', { params: { place: 'testimonials' } });
    expect(reopened.body.values.testimonials).toHaveLength(list.length + 1);
    expect(app.index.getSettings().testimonials.at(-1)).toMatchObject({ name: 'Rita Paz' });
  });
});

describe('projects', () => {
  const values = { title: 'Harbour Lights Map', description: 'A night map of the harbour.', image: '/images/profile.jpg', tags: ['Maps'], featured: false, completionDate: 'May 2026', body: '## What I built\n\nA map that glows.' };

  it('creates a project as projects/<slug>.md in its own commit, served at /works/<slug>', async () => {
    const count = await commits();
    const created = await callConsole(app.url, token, 'createPlaceItem', { params: { place: 'projects' }, body: { values } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'harbour-lights-map', files: ['projects/harbour-lights-map.md'], message: 'Add project "Harbour Lights Map"', url: '/works/harbour-lights-map' });
    expect(await commits()).toBe(count + 1);
    expect(await committedFiles()).toEqual(['projects/harbour-lights-map.md']);
    const file = await readFile(path.join(app.site.contentDir, 'projects/harbour-lights-map.md'), 'utf8');
    expect(file).toMatch(/^---\ntitle: Harbour Lights Map\ndescription: A night map of the harbour\.\n/);
    expect(file).toContain('\n---\n\n## What I built\n\nA map that glows.\n');
    const served = await page('/works/harbour-lights-map');
    expect(served.status).toBe(200);
    expect(served.text).toContain('A map that glows.');
  });

  it('refuses a second project of the same title with 409', async () => {
    const again = await callConsole(app.url, token, 'createPlaceItem', { params: { place: 'projects' }, body: { values } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'slug_taken' });
  });

  it('saves a project with its text, keeping the file name', async () => {
    const opened = await callConsole(app.url, token, 'openPlaceItem', { params: { place: 'projects', slug: 'harbour-lights-map' } });
    expect(opened.body.values).toMatchObject({ title: 'Harbour Lights Map', body: '## What I built\n\nA map that glows.' });
    const saved = await callConsole(app.url, token, 'savePlaceItem', { params: { place: 'projects', slug: 'harbour-lights-map' }, body: { values: { ...opened.body.values, body: 'Now it also shows the tides.' }, version: opened.body.version } });
    expect(saved.status).toBe(200);
    expect(await subject()).toBe('Update project "Harbour Lights Map"');
    expect((await page('/works/harbour-lights-map')).text).toContain('Now it also shows the tides.');
  });

  it('deletes a project in its own commit: 409 when stale, then gone from /works', async () => {
    const opened = await callConsole(app.url, token, 'openPlaceItem', { params: { place: 'projects', slug: 'harbour-lights-map' } });
    const stale = await callConsole(app.url, token, 'deletePlaceItem', { params: { place: 'projects', slug: 'harbour-lights-map' }, query: { version: 'a'.repeat(64) } });
    expect(stale.status).toBe(409);
    const deleted = await callConsole(app.url, token, 'deletePlaceItem', { params: { place: 'projects', slug: 'harbour-lights-map' }, query: { version: opened.body.version } });
    expect(deleted.status).toBe(204);
    expect(await subject()).toBe('Delete project "Harbour Lights Map"');
    expect((await page('/works/harbour-lights-map')).status).toBe(404);
  });
});

describe('about', () => {
  it('saves the about text and the skills from site.yaml in one commit', async () => {
    const opened = await callConsole(app.url, token, 'openPlace', { params: { place: 'about' } });
    expect(opened.body.files).toEqual(['about.md', 'site.yaml']);
    const about = opened.body.values.about as { skillsHeading: string };
    const saved = await callConsole(app.url, token, 'savePlace', {
      params: { place: 'about' },
      body: { values: { ...opened.body.values, body: 'I draw maps for a living.', about: { ...about, skillsHeading: 'What I do' } }, version: opened.body.version, commitMessage: 'Rewrite About' },
    });
    expect(saved.status).toBe(200);
    expect(await subject()).toBe('Rewrite About');
    expect((await committedFiles()).sort()).toEqual(['about.md', 'site.yaml']);
    const served = await page('/about');
    expect(served.text).toContain('I draw maps for a living.');
    expect(served.text).toContain('What I do');
  });
});

describe('the images of places', () => {
  it('uploads an image under images/ in its own commit, listed for the image fields', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const response = await fetch(`${app.url}/api/admin/place-images?name=${encodeURIComponent('My Face.png')}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, body: png });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ path: 'images/my-face.png', url: '/images/my-face.png', commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(await subject()).toBe('Add image images/my-face.png');
    expect(await committedFiles()).toEqual(['images/my-face.png']);
    const listed = await callConsole(app.url, token, 'listPlaceImages');
    expect(listed.body.map((image) => image.url)).toContain('/images/my-face.png');
  });
});

describe('with a Git remote', () => {
  it('pushes a place\'s commit as a post save does, and answers how it fared', async () => {
    const site = await createTempSite();
    const remote = await createBareRemote(site);
    const synced = await startTestApp({ site, env: { ADMIN_PASSWORD: TEST_PASSWORD, CONTENT_GIT_REMOTE: remote.dir, CONTENT_SYNC_INTERVAL: '0' } });
    try {
      const bearer = await signIn(synced.url);
      const opened = await callConsole(synced.url, bearer, 'openPlace', { params: { place: 'hero' } });
      const saved = await callConsole(synced.url, bearer, 'savePlace', { params: { place: 'hero' }, body: { values: { hero: { ...(opened.body.values.hero as object), tagline: 'Maps, data and homes' } }, version: opened.body.version } });
      expect(saved.status).toBe(200);
      expect(saved.body.sync.state).toBe('pushed');
      expect((await remote.log())[0]).toBe(saved.body.commit);
    } finally {
      await synced.close();
    }
  });
});
