// Every page editable from the console (issue 41, finding 5), in Chromium: the Site tab's places
// have forms built from the server's description of each file's schema; a project created there
// is committed and served at /works/<slug>; the hero's headline saved there shows on Home. The
// forms are labelled and axe finds nothing to fix.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { bannerText, openConsole, signInThroughForm, unexpected } from '../support/admin-page';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

const PASSWORD = 'e2e places password';
let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(() => e2e?.close());

const subject = async () => (await e2e.site.git('log', '-1', '--format=%s')).trim();

describe('the Site tab', () => {
  it('creates a project that is committed and served, and saves the hero headline shown on Home', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await openConsole(page, e2e.server.url);
    await signInThroughForm(page, PASSWORD);
    await page.getByRole('tab', { name: 'Site' }).click();
    const places = page.getByRole('navigation', { name: 'Site places' });
    for (const name of ['Home hero', 'Projects', 'Owner details', 'About', 'Services', 'Testimonials', 'Map projects', 'Site settings', 'Templates']) {
      await places.getByRole('button', { name, exact: true }).waitFor();
    }

    await places.getByRole('button', { name: 'Projects', exact: true }).click();
    await page.getByRole('button', { name: 'New project' }).click();
    const form = page.getByRole('form', { name: 'New project' });
    await form.getByLabel('Title').fill('Lighthouse Tiles');
    await form.getByLabel('Description').fill('Vector tiles for a coast guard, drawn in the browser.');
    await form.getByLabel('Image', { exact: true }).fill('/images/profile.jpg');
    await form.getByLabel('Completion date').fill('June 2026');
    await form.getByLabel('Project text').fill('## What I built\n\nA tile server that never sleeps.');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => bannerText(page), { timeout: 10_000 }).toMatch(/^Saved: committed “Add project "Lighthouse Tiles"” \([0-9a-f]{7}\)\.$/);
    expect(await subject()).toBe('Add project "Lighthouse Tiles"');
    expect((await e2e.site.git('show', '--name-only', '--format=', 'HEAD')).trim()).toBe('projects/lighthouse-tiles.md');
    // The saved project stays open in its form.
    await page.getByRole('form', { name: 'Lighthouse Tiles' }).waitFor();

    const site = await e2e.browser.newPage({ viewport: DESKTOP });
    const served = await site.goto(`${e2e.server.url}/works/lighthouse-tiles`);
    expect(served?.status()).toBe(200);
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toContain('Lighthouse Tiles');
    expect(await site.locator('main').textContent()).toContain('A tile server that never sleeps.');

    await places.getByRole('button', { name: 'Home hero', exact: true }).click();
    const hero = page.getByRole('form', { name: 'Home hero' });
    await hero.getByLabel('Headline').fill('Maps that sell homes');
    expect(await axeViolations(page)).toEqual([]);
    await hero.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => bannerText(page), { timeout: 10_000 }).toMatch(/^Saved: committed “Update site settings: hero”/);
    await site.goto(e2e.server.url);
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe('Maps that sell homes');
    await site.close();
    await page.close();
    expect(problems).toEqual([]);
  });

  it('shows the server\'s message beside the field to fix, and offers to reload after a hand edit', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await openConsole(page, e2e.server.url);
    await signInThroughForm(page, PASSWORD);
    await page.getByRole('tab', { name: 'Site' }).click();
    const places = page.getByRole('navigation', { name: 'Site places' });
    for (const name of ['Owner details', 'Site settings', 'Testimonials', 'Map projects', 'About', 'Services']) {
      await places.getByRole('button', { name, exact: true }).click();
      await page.getByRole('form', { name }).waitFor();
      expect(await axeViolations(page), name).toEqual([]);
    }
    // The profile photo: uploaded from the form, committed at once, and named in the field.
    await places.getByRole('button', { name: 'Owner details', exact: true }).click();
    const owner = page.getByRole('form', { name: 'Owner details' });
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#cc6633' } }).png().toBuffer();
    await owner.getByLabel('Image file for Profile image').setInputFiles({ name: 'New Portrait.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => owner.getByLabel('Profile image', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('/images/new-portrait.png');
    expect(await bannerText(page)).toBe('Uploaded and committed images/new-portrait.png.');
    expect(await subject()).toBe('Add image images/new-portrait.png');
    await owner.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => bannerText(page), { timeout: 10_000 }).toMatch(/^Saved: committed “Update site settings: owner”/);

    await places.getByRole('button', { name: 'Services', exact: true }).click();
    const services = page.getByRole('form', { name: 'Services' });
    const firstTitle = services.getByRole('group', { name: 'Service 1' }).getByLabel('Title');
    await firstTitle.fill('');
    await services.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => firstTitle.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    expect(await services.locator(`#${(await firstTitle.getAttribute('id'))!}-error`).textContent()).toMatch(/^is empty: write a value/);
    expect(await bannerText(page)).toContain('services.0.title: is empty: write a value');

    // A hand edit meanwhile: the save is refused and the form offers to reload.
    await firstTitle.fill('Map apps');
    const file = path.join(e2e.site.contentDir, 'site.yaml');
    await writeFile(file, `${await readFile(file, 'utf8')}\n# edited by hand\n`);
    await services.getByRole('button', { name: 'Save' }).click();
    const alert = services.getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toContain('This was changed on disk since you opened it');
    await alert.getByRole('button', { name: /Reload it/ }).click();
    await expect.poll(() => services.getByRole('group', { name: 'Service 1' }).getByLabel('Title').inputValue(), { timeout: 10_000 }).not.toBe('Map apps');

    // Unsaved changes: opening another place, or a link of the site's header, asks first.
    await services.getByRole('group', { name: 'Service 1' }).getByLabel('Title').fill('Unsaved title');
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await places.getByRole('button', { name: 'Home hero', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click();
    expect(asked).toEqual(['You have unsaved changes here. Leave them unsaved?', 'You have unsaved changes here. Leave them unsaved?']);
    expect(new URL(page.url()).pathname).toBe('/admin/blog');
    expect(await services.getByRole('group', { name: 'Service 1' }).getByLabel('Title').inputValue()).toBe('Unsaved title');
    // Agreeing to leave by a link loads the page it names, and the load does not ask again.
    page.removeAllListeners('dialog');
    const kinds: string[] = [];
    page.on('dialog', (dialog) => {
      kinds.push(dialog.type());
      void dialog.accept();
    });
    await Promise.all([page.waitForURL('**/blog'), page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click()]);
    expect(kinds).toEqual(['confirm']);
    await page.close();
    expect(unexpected(problems, /HTTP 400 for .*\/api\/admin\/places\/services$/, /HTTP 409 for .*\/api\/admin\/places\/services$/)).toEqual([]);
  });
});
