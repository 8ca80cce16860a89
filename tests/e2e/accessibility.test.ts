// Every public route passes an axe-core scan with zero violations, at desktop and 375 px, in the
// light theme and in the dark one (decision 063; contrast included).
import { axeViolations } from '../support/axe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary, ProjectSummary, TemplateSummary } from '../../src/lib/content-types';
import { DESKTOP, PHONE } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';

let e2e: E2ESite;
let paths: string[] = [];

beforeAll(async () => {
  e2e = await startE2ESite();
  const api = async <T>(path: string) => (await (await fetch(e2e.server.url + path)).json()) as T;
  const posts = await api<PostSummary[]>('/api/blog');
  const [project] = await api<ProjectSummary[]>('/api/projects');
  const [template] = await api<TemplateSummary[]>('/api/templates');
  const noImage = posts.find((post) => !post.image && !post.videoUrl) ?? posts[0]!;
  const video = posts.find((post) => post.videoUrl) ?? posts[0]!;
  paths = [
    '/', '/works', `/works/${project!.slug}`, '/works/missing', '/blog', '/blog?tag=Mapping', `/blog/${posts[0]!.slug}`, `/blog/${noImage.slug}`,
    `/blog/${video.slug}`, '/blog/missing', '/services', '/about', '/contact', '/calendar', '/blueprint', '/templates', `/templates/${template!.slug}`,
    '/map-projects', '/privacy', '/terms', `/template-view/${template!.slug}`, '/no-such-page',
  ];
});
afterAll(() => e2e?.close());

/** Scanning takes about a second a route: the routes are scanned in a few groups, each a test of its own. */
const GROUPS = 3;

describe.each([
  ['desktop, light', DESKTOP, 'light'],
  ['375 px, light', PHONE, 'light'],
  ['desktop, dark', DESKTOP, 'dark'],
  ['375 px, dark', PHONE, 'dark'],
] as const)('axe at %s', (_name, viewport, colorScheme) => {
  it.each(Array.from({ length: GROUPS }, (_, group) => group))('finds no violation on any public route (group %i)', async (group) => {
    const context = await e2e.browser.newContext({ viewport, colorScheme });
    const page = await context.newPage();
    const violations: string[] = [];
    for (const path of paths.filter((_, index) => index % GROUPS === group)) {
      await page.goto(e2e.server.url + path);
      await waitForHydration(page);
      for (const violation of await axeViolations(page)) violations.push(`${path}: ${violation}`);
    }
    await context.close();
    expect(violations).toEqual([]);
  });
});
