// Search (decision 062) through the real app on a temp site: /search?q= and /api/search?q= find a
// public post by a word of its body, never a draft or a scheduled post holding the same word;
// they follow a hand edit and a deletion; a bad q is a 400 that says what to fix.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../src/lib/search';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const file = (slug: string) => path.join(app.site.contentDir, 'posts', `${slug}.md`);
const post = (title: string, body: string, extra = '', publishedAt = '2024-05-01') => `---\ntitle: ${title}\nsummary: A post for the search test.\npublishedAt: "${publishedAt}"\n${extra}---\n\n${body}\n`;
const search = async (q: string) => (await (await fetch(`${app.url}/api/search?q=${encodeURIComponent(q)}`)).json()) as SearchAnswer;
const found = async (q: string) => (await search(q)).results.map((hit) => hit.slug);

describe('search', () => {
  it('finds a public post by a word of its body, never a draft or a scheduled post with the same word', async () => {
    await writeFile(file('harbour-cranes'), post('Harbour cranes', 'The cranes at the port are painted **quillwort** green, which surprised me.'));
    await writeFile(file('draft-cranes'), post('Draft about cranes', 'Quillwort is also in this draft.', 'draft: true\n'));
    await writeFile(file('later-cranes'), post('Later cranes', 'Quillwort again, next year.', '', new Date(Date.now() + 365 * 86_400_000).toISOString()));
    await waitFor(async () => ['harbour-cranes', 'draft-cranes', 'later-cranes'].every((slug) => app.index.findPost(slug) !== undefined), 3000);

    const answer = await search('quillwort');
    expect(answer).toMatchObject({ query: 'quillwort', total: 1 });
    expect(answer.results).toEqual([{ slug: 'harbour-cranes', title: 'Harbour cranes', publishedAt: expect.any(String), tags: [], snippet: expect.stringContaining('painted quillwort green') }]);

    const page = await fetch(`${app.url}/search?q=quillwort`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('href="/blog/harbour-cranes"');
    expect(html).not.toContain('Draft about cranes');
    expect(html).not.toContain('Later cranes');
    expect(html).toContain('1 post found for “quillwort”');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="quillwort"|<input[^>]*value="quillwort"[^>]*name="q"/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('follows a hand edit and a deletion', async () => {
    await writeFile(file('harbour-cranes'), post('Harbour cranes', 'Repainted: the cranes are **marigold** now.'));
    await waitFor(async () => (await found('marigold')).includes('harbour-cranes'), 3000);
    expect(await found('quillwort')).toEqual([]);
    expect(await (await fetch(`${app.url}/search?q=marigold`)).text()).toContain('href="/blog/harbour-cranes"');
    await rm(file('harbour-cranes'));
    await waitFor(async () => (await found('marigold')).length === 0, 3000);
    expect(await (await fetch(`${app.url}/search?q=marigold`)).text()).toContain('No results for “marigold”');
  });

  it('shows the empty state and a query too long, and keeps /search out of the sitemap', async () => {
    expect(await (await fetch(`${app.url}/search`)).text()).toContain('Type a word or two');
    expect(await (await fetch(`${app.url}/search?q=${'x'.repeat(101)}`)).text()).toContain('The search is too long: use at most 100 characters');
    expect(await (await fetch(`${app.url}/sitemap.xml`)).text()).not.toContain('/search');
  });

  it('answers a missing, empty or too long q with a 400 that says what to fix', async () => {
    for (const [target, words] of [
      ['/api/search', 'q is missing'],
      ['/api/search?q=%20%20', 'q is empty'],
      [`/api/search?q=${'y'.repeat(101)}`, 'q is too long: use at most 100 characters'],
    ] as const) {
      const response = await fetch(app.url + target);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, code: 'bad_request', message: expect.stringContaining(words) });
    }
    // Anything else in q is a search, found or not: never a 5xx.
    for (const q of ['%F0%9F%90%9B', '%3Cscript%3E', '*', 'a%20b%20c%20d', '%E2%80%8B']) expect((await fetch(`${app.url}/api/search?q=${q}`)).status).toBe(200);
  });
});
