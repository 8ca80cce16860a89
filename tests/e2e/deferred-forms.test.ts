// The contact form's code (react-hook-form, the zod schema) is not part of the page's first
// load (decision 021): it comes when the visitor starts on the form or the browser is idle.
// Here it is held back at the network for a while: the form is usable all along — typed text
// stays, and a Send pressed before the code arrives waits for it and goes through.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../server/leads/contact-store';
import type { AppState } from '../../src/app-state';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';
import { REPO_ROOT } from '../support/temp-site';

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ LEADS_RATE_LIMIT: '0' });
});
afterAll(() => e2e?.close());

async function stored(): Promise<ContactMessage[]> {
  const text = await readFile(path.join(e2e.site.dataDir, 'contacts.json'), 'utf8').catch(() => null);
  return text === null ? [] : (JSON.parse(text) as { contacts: ContactMessage[] }).contacts;
}

/** Scripts beyond the page's first load (its entry and preload list) arrive `delayMs` late; returns their URLs. */
async function holdLaterScripts(page: Page, delayMs: number): Promise<string[]> {
  const html = await (await fetch(`${e2e.server.url}/contact`)).text();
  const { assets } = JSON.parse(/<script id="folio-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as AppState;
  const { entryImports } = JSON.parse(await readFile(path.join(REPO_ROOT, 'dist/client/manifest.json'), 'utf8')) as { entryImports: string[] };
  const firstLoad = new Set([assets.entry, ...entryImports, ...assets.preload]);
  const later: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const pathname = new URL(route.request().url()).pathname;
    if (!firstLoad.has(pathname)) {
      later.push(pathname);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    await route.continue();
  });
  return later;
}

describe('the contact form, loaded on demand', () => {
  it('keeps what is typed before its code arrives and sends it once the code is there', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    const later = await holdLaterScripts(page, 1500);
    await page.goto(`${e2e.server.url}/contact`);
    await waitForHydration(page);

    await page.getByLabel('Name').fill('Early Bird');
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Message').fill('Typed before the form had its code');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Still on the page: the submit waited instead of posting the form natively.
    expect(page.url()).toBe(`${e2e.server.url}/contact`);
    // Its code came in a chunk of its own, not in the page's first load.
    expect(later.length).toBeGreaterThan(0);

    await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 10_000 });
    expect((await stored()).find((item) => item.email === 'early@example.com')).toMatchObject({ name: 'Early Bird', message: 'Typed before the form had its code' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("keeps a service chosen before its code arrives over the one the address preselects", async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await holdLaterScripts(page, 1500);
    await page.goto(`${e2e.server.url}/contact?service=Portfolio%20Website`);
    await waitForHydration(page);

    expect(await page.getByLabel('Service Interest').inputValue()).toBe('Portfolio Website');
    await page.getByLabel('Name').fill('Second Thought');
    await page.getByLabel('Email').fill('second@example.com');
    await page.getByLabel('Service Interest').selectOption('Real Estate Platform');
    await page.getByLabel('Message').fill('Chose another service before the form had its code');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 10_000 });
    expect((await stored()).find((item) => item.email === 'second@example.com')).toMatchObject({ service: 'Real Estate Platform' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads its code once the browser is idle, without any interaction', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const later = await holdLaterScripts(page, 0);
    await page.goto(`${e2e.server.url}/contact`);
    await waitForHydration(page);
    await expect.poll(() => later.length, { timeout: 5000 }).toBeGreaterThan(0);
    await page.close();
  });
});
