// Works, project detail, services, about, schedule a call, map projects, legal pages and the
// 404 page, each to the spec's texts (§2), in Chromium.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, ProjectSummary, SiteSettings } from '../../src/lib/content-types';
import { DESKTOP, PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { startFakeBookingProvider } from '../support/fake-booking-provider';
import { waitForHydration } from '../support/hydrated';

let e2e: E2ESite;
let settings: SiteSettings;
const api = async <T>(path: string) => (await (await fetch(e2e.server.url + path)).json()) as T;
beforeAll(async () => {
  e2e = await startE2ESite();
  settings = await api<SiteSettings>('/api/site');
});
afterAll(() => e2e?.close());

describe('works and project detail', () => {
  it('shows every project under Portfolio, and a project with its buttons', async () => {
    const projects = await api<ProjectSummary[]>('/api/projects');
    const project = await api<Project>(`/api/projects/${projects[1]!.slug}`);
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(`${e2e.server.url}/works`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Portfolio');
    expect(await page.locator('main article h2').allTextContents()).toEqual(projects.map((p) => p.title));

    await page.getByRole('link', { name: project.title }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(project.title);
    expect(await page.getByText(project.description, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: project.title }).getAttribute('src')).toBe(project.image);
    expect(await page.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(project.tags);
    expect(await page.getByText(project.completionDate).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Start a Project' }).getAttribute('href')).toBe('/contact');
    await page.getByRole('link', { name: 'Back to Portfolio' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Portfolio');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says Project Not Found with Back to Portfolio for an unknown slug', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const response = await page.goto(`${e2e.server.url}/works/no-such-project`);
    expect(response!.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Project Not Found');
    expect(await page.getByRole('link', { name: 'Back to Portfolio' }).getAttribute('href')).toBe('/works');
    await page.close();
  });
});

describe('services', () => {
  it('shows the three services with prices and sends a choice to /contact', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${e2e.server.url}/services`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Services & Pricing');
    expect(await page.locator('main header').textContent()).toContain('full-stack applications with a focus on mapping solutions, real estate platforms and professional portfolios');
    expect(await page.locator('main section h2').allTextContents()).toEqual(['Portfolio Website', 'Real Estate Platform', 'Mapping Software Solutions']);
    for (const price of ['Starting from $2,500 USD', 'Starting from $9,000 USD', 'Starting from $5,000 USD']) {
      expect(await page.getByText(price, { exact: true }).isVisible()).toBe(true);
    }
    await page.getByRole('link', { name: 'Get Started with Mapping Software Solutions' }).click();
    await expect.poll(() => page.url()).toBe(`${e2e.server.url}/contact?service=Mapping%20Software%20Solutions`);
    await page.close();
  });

  it('says who each service is for, how long it takes, how a project runs, and answers questions without a script', async () => {
    const { services, servicesPage } = settings;
    expect(servicesPage.process.length).toBeGreaterThan(0);
    expect(servicesPage.faq.length).toBeGreaterThan(0);
    const page = await e2e.browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto(`${e2e.server.url}/services`);
    for (const service of services) {
      const card = page.getByRole('region', { name: service.title });
      expect(await card.getByText(service.audience!, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(service.timeline!, { exact: true }).isVisible()).toBe(true);
    }
    const process = page.getByRole('region', { name: 'How a project works' });
    expect(await process.getByRole('heading', { level: 3 }).allTextContents()).toEqual([...servicesPage.process.map((step) => step.title), 'Every project includes']);

    const faq = page.getByRole('region', { name: 'Questions clients ask' });
    const first = servicesPage.faq[0]!;
    const answer = faq.getByText(first.answer, { exact: true });
    expect(await answer.isVisible()).toBe(false);
    await faq.locator('summary', { hasText: first.question }).click();
    expect(await answer.isVisible()).toBe(true);

    const closing = page.getByRole('region', { name: servicesPage.callToAction!.heading });
    expect(await closing.getByRole('link', { name: 'Start a Project' }).getAttribute('href')).toBe('/contact');
    expect(await closing.getByRole('link', { name: 'Schedule a Call' }).getAttribute('href')).toBe('/calendar');
    await page.close();
  });

  it.each([
    [PHONE.width, 1],
    [800, 2],
    [DESKTOP.width, 3],
  ])('lays the cards out at %i px in %i column(s)', async (width, columns) => {
    const page = await e2e.browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${e2e.server.url}/services`);
    const lefts = await page.locator('main section').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(columns);
    await page.close();
  });
});

describe('about', () => {
  it('shows the about text, skills and the closing block', async () => {
    const about = await api<{ content: string }>('/api/content/about.txt');
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${e2e.server.url}/about`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About Me');
    expect(await page.getByRole('img', { name: 'Profile Image' }).getAttribute('src')).toBe('/images/profile.jpg');
    expect(await page.locator('main .prose').innerHTML()).toBe(about.content);
    expect(await page.getByRole('heading', { name: 'Skills & Expertise' }).isVisible()).toBe(true);
    for (const skill of ['UI/UX Design', 'Responsive Web Design', 'Brand Identity', 'Prototyping', 'Frontend Development', 'Backend Development', 'API Integration', 'Performance Optimization']) {
      expect(await page.getByText(skill, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('heading', { name: "Let's Work Together" }).isVisible()).toBe(true);
    expect(await page.getByText("Interested in collaborating? Get in touch and let's create something amazing.").isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Contact Me' }).getAttribute('href')).toBe('/contact');
    expect(await page.getByRole('main').getByRole('link', { name: 'Schedule a Call' }).getAttribute('href')).toBe('/calendar');
    await page.close();
  });
});

describe('schedule a call', () => {
  it('offers a call request form, the booking page and the contact form when the widget script cannot load', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${e2e.server.url}/calendar`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Schedule a Call');
    expect(await page.getByText('Book a time that works best for you to discuss your project.').first().isVisible()).toBe(true);
    await page.getByText('The booking calendar could not load here.').waitFor();
    expect(await page.getByRole('link', { name: /Open the booking page/ }).getAttribute('href')).toBe(settings.booking!.url);
    expect(await page.getByRole('main').getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact');
    // The form's code loads when the fallback shows.
    await page.getByRole('form', { name: 'Ask for a call' }).waitFor();
    await page.close();
  });

  it('starts the widget with the 30-minute link and the brand colour when the script loads', async () => {
    const provider = await startFakeBookingProvider();
    const settingsFile = path.join(e2e.site.contentDir, 'site.yaml');
    const original = await readFile(settingsFile, 'utf8');
    try {
      await writeFile(settingsFile, original.replace(settings.booking!.scriptUrl, provider.scriptUrl));
      await expect.poll(async () => (await api<SiteSettings>('/api/site')).booking?.scriptUrl).toBe(provider.scriptUrl);
      const page = await e2e.browser.newPage({ viewport: DESKTOP });
      await page.goto(`${e2e.server.url}/calendar`);
      const frame = page.getByTitle('Booking calendar');
      await frame.waitFor();
      const url = new URL((await frame.getAttribute('data-url'))!);
      expect(url.pathname).toMatch(/30min$/);
      expect(url.searchParams.get('primary_color')).toBe('0b6f82');
      const box = (await page.locator('main .h-\\[700px\\]').boundingBox())!;
      expect(box.height).toBe(700);
      // The provider's frame is made before React re-renders without the fallback: wait for it.
      await expect.poll(() => page.getByRole('link', { name: /Open the booking page/ }).count()).toBe(0);
      await page.close();
    } finally {
      await writeFile(settingsFile, original);
      await provider.close();
    }
  });
});

describe('map projects page', () => {
  it('shows the four map projects and opens each full screen', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${e2e.server.url}/map-projects`);
    await waitForHydration(page);
    expect(await page.locator('main section h2').allTextContents()).toEqual([
      'Development Project Tracker',
      'Luxury Real Estate',
      'Commercial Property Tracker',
      'Property Analytics Dashboard',
    ]);
    const last = settings.mapProjects[3]!;
    await page.getByRole('button', { name: `View Project: ${last.title}` }).click();
    const overlay = page.getByRole('dialog', { name: `${last.title} live map` });
    await overlay.waitFor();
    expect(await overlay.locator('iframe').getAttribute('src')).toBe(last.iframeUrl);
    await overlay.getByRole('button', { name: 'Close' }).click();
    await overlay.waitFor({ state: 'hidden' });
    await page.close();
  });
});

describe('legal pages and 404', () => {
  it.each(['/privacy', '/terms'])('%s names the owner and links their e-mail', async (path) => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(e2e.server.url + path);
    const main = page.getByRole('main');
    expect(await main.textContent()).toContain(settings.owner.name);
    expect(await main.getByRole('link', { name: settings.owner.email }).first().getAttribute('href')).toBe(`mailto:${settings.owner.email}`);
    await page.close();
  });

  it('says what the forms collect and how to ask for deletion', async () => {
    const text = await (await fetch(`${e2e.server.url}/privacy`)).text();
    for (const phrase of ['Contact form', 'Free template signup', 'newsletter provider', 'delete']) expect(text).toContain(phrase);
  });

  it("shows 'Page Not Found' with the router hint for an unknown path", async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const response = await page.goto(`${e2e.server.url}/definitely/not/here`);
    expect(response!.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    await page.close();
  });
});
