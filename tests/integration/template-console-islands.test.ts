// The template pages and the console as islands (issue 43, decision 105): which island each page
// carries, when it starts, what its props hold, and the HTML it shows before any script. No page
// but the template pages and /admin has one of these, and / starts no React at load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateSummary } from '../../src/lib/content-types';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
let template: TemplateSummary;
beforeAll(async () => {
  app = await startTestApp();
  template = ((await (await fetch(`${app.url}/api/templates`)).json()) as TemplateSummary[])[0]!;
});
afterAll(() => app.close());

interface FoundIsland {
  name: string;
  when: string;
  props: Record<string, unknown>;
  html: string;
}

const unescape = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The page's status and its islands, in order, each with its server HTML. */
async function islandsOf(path: string): Promise<{ status: number; islands: FoundIsland[]; html: string }> {
  const response = await fetch(app.url + path);
  const html = await response.text();
  const islands = [...html.matchAll(/<folio-island ([^>]*)>(.*?)<\/folio-island>/gs)].map(([, attributes, inner]) => {
    const attribute = (name: string) => unescape(new RegExp(`${name}="([^"]*)"`).exec(attributes!)?.[1] ?? '');
    return { name: attribute('data-island'), when: attribute('data-when'), props: JSON.parse(attribute('data-props')) as Record<string, unknown>, html: inner! };
  });
  return { status: response.status, islands, html };
}

describe('template islands', () => {
  it('a template page: the live demo starts at once, Export Template at the first touch', async () => {
    const { status, islands } = await islandsOf(`/templates/${template.slug}`);
    expect(status).toBe(200);
    const demo = islands.find((island) => island.name === 'template-demo');
    const exporter = islands.find((island) => island.name === 'export-template');
    expect(demo?.when).toBe('load');
    expect(demo?.props).toEqual({ slug: template.slug, title: template.title, componentPath: expect.any(String), embedded: true });
    expect(demo?.html).toContain('Loading template');
    expect(exporter?.when).toBe('interaction');
    expect(exporter?.props).toEqual({ slug: template.slug, className: expect.any(String) });
    expect(exporter?.html).toMatch(/^<button type="button"[^>]*>Export Template<\/button>$/);
  });

  it('the viewer: the template starts at once, a whole page with its spinner until then', async () => {
    const { status, islands } = await islandsOf(`/template-view/${template.slug}`);
    expect(status).toBe(200);
    expect(islands.map((island) => [island.name, island.when])).toEqual([['template-demo', 'load']]);
    expect(islands[0]!.props).toMatchObject({ slug: template.slug, embedded: false });
    expect(islands[0]!.html).toMatch(/<main[^>]*>.*Loading template/s);
  });

  it.each(['/templates/no-such-template', '/template-view/no-such-template'])('%s: 404, says so, and has no island', async (path) => {
    const { status, islands, html } = await islandsOf(path);
    expect(status).toBe(404);
    expect(html).toContain('Template not found');
    expect(islands).toEqual([]);
  });

  it('/ and /templates carry no template island, and / starts none at load', async () => {
    for (const path of ['/', '/templates']) {
      const { islands } = await islandsOf(path);
      expect(islands.filter((island) => ['template-demo', 'export-template', 'console'].includes(island.name)), path).toEqual([]);
      if (path === '/') expect(islands.filter((island) => island.when === 'load' || island.when === 'idle')).toEqual([]);
    }
  });
});

describe('console island', () => {
  it("/admin/blog: the console starts at once, rendered as 'checking', with the site facts it needs and no more", async () => {
    const { status, islands, html } = await islandsOf('/admin/blog');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(islands.map((island) => [island.name, island.when])).toEqual([['console', 'load']]);
    const site = (await (await fetch(`${app.url}/api/site`)).json()) as { defaultAuthorName?: string | null; owner: { name: string }; readTime: { countBy: string; wordsPerMinute: number } };
    expect(islands[0]!.props).toEqual({
      siteUrl: expect.stringMatching(/^https?:\/\//),
      defaultAuthor: site.defaultAuthorName ?? site.owner.name,
      readTime: { countBy: site.readTime.countBy, wordsPerMinute: site.readTime.wordsPerMinute },
    });
    expect(islands[0]!.html).toContain('Checking your session');
    expect(islands[0]!.html).not.toContain('Password');
  });
});
