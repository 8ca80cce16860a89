// No dead end behind 'View Project' (issue 30): the demo's map projects are the site's own demo
// pages, which work offline, and a map whose host cannot be reached gives way to a plain message
// with a way out instead of a broken frame.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../src/lib/content-types';
import { DESKTOP, PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';
import { waitFor } from '../support/in-process-app';
import { UNREACHABLE_PROVIDER } from '../support/temp-site';

let e2e: E2ESite;
let settings: SiteSettings;

beforeAll(async () => {
  e2e = await startE2ESite();
  settings = (await (await fetch(`${e2e.server.url}/api/site`)).json()) as SiteSettings;
});
afterAll(() => e2e?.close());

async function openMap(viewport = DESKTOP): Promise<Page> {
  const page = await e2e.browser.newPage({ viewport });
  await page.goto(`${e2e.server.url}/map-projects`);
  await waitForHydration(page);
  await page.getByRole('button', { name: /^View Project/ }).first().click();
  return page;
}

describe('the demo map projects', () => {
  it('are pages of the site itself, each of which answers', async () => {
    for (const map of settings.mapProjects) {
      expect(map.iframeUrl).toMatch(/^\/demos\/[a-z-]+\.html$/);
      const [page, script] = await Promise.all([fetch(e2e.server.url + map.iframeUrl), fetch(`${e2e.server.url}/demos/map-demo.js`)]);
      expect([page.status, script.status]).toEqual([200, 200]);
    }
  });

  it('show an interactive map in the overlay: places listed, filters and zoom, with no errors', async () => {
    const page = await openMap(PHONE);
    const problems = watchPageErrors(page, e2e.server.url);
    const first = settings.mapProjects[0]!;
    const overlay = page.getByRole('dialog', { name: `${first.title} live map` });
    await overlay.waitFor();
    const frame = page.frameLocator('dialog iframe');
    await frame.getByRole('heading', { name: first.title }).waitFor();
    const places = frame.getByRole('list', { name: 'Places' }).getByRole('listitem');
    await expect.poll(() => places.count()).toBeGreaterThan(5);
    const all = await places.count();

    await frame.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Planning' }).click();
    expect(await frame.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Planning' }).getAttribute('aria-pressed')).toBe('false');
    expect(await places.count()).toBeLessThan(all);

    await places.first().getByRole('button').click();
    expect(await frame.locator('#detail').textContent()).not.toBe('');
    await frame.getByRole('button', { name: 'Zoom in' }).click();
    expect(await frame.locator('#map').getAttribute('viewBox')).not.toBe('0 0 1000 700');
    expect(await overlay.getByRole('status').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('a map whose host cannot be reached', () => {
  it('shows a plain message with a new-tab link and a way to close', async () => {
    const file = path.join(e2e.site.contentDir, 'site.yaml');
    const unreachable = `${UNREACHABLE_PROVIDER}/development-tracker`;
    const yaml = await readFile(file, 'utf8');
    await writeFile(file, yaml.replace(settings.mapProjects[0]!.iframeUrl, unreachable));
    await waitFor(async () => (await (await fetch(`${e2e.server.url}/api/site`)).text()).includes(unreachable), 15_000);

    const page = await openMap();
    const overlay = page.getByRole('dialog', { name: `${settings.mapProjects[0]!.title} live map` });
    await overlay.getByRole('status').filter({ hasText: 'The live map can’t be reached right now.' }).waitFor();
    expect(await overlay.locator('iframe').count()).toBe(0);
    expect(await overlay.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(unreachable);
    await overlay.getByRole('button', { name: 'Close the map' }).click();
    await overlay.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await page.close();
  });
});
