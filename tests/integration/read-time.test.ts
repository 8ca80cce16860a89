// Read time in words (issue 41, item 6): a 3,000-word post whose file gives no read time reads as
// about 13 min when site.yaml counts words, and 20 min by the spec's characters rule (the default,
// without the setting); a change of the setting re-counts the posts the index holds, on the page,
// its card and in the API. A post whose file says readTime keeps it either way.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/lib/content-types';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';
import { createTempSite } from '../support/temp-site';

// 30 paragraphs of 100 words, 5.5 letters a word on average: 3,000 words, about 19,700 characters of HTML.
const paragraph = Array.from({ length: 100 }, (_, at) => (at % 2 ? 'bravos' : 'alpha')).join(' ');
const BODY = Array.from({ length: 30 }, () => paragraph).join('\n\n');
const post = (readTime = '') => `---\ntitle: Three thousand words\nsummary: A long post to count the read time of.\npublishedAt: 2025-01-07\n${readTime}---\n\n${BODY}\n`;

let app: TestApp;
let settingsFile: string;
beforeAll(async () => {
  const site = await createTempSite();
  settingsFile = path.join(site.contentDir, 'site.yaml');
  // The rule is the test's own, whatever the demo's site.yaml says.
  const settings = (await readFile(settingsFile, 'utf8')).replace(/^readTime:\n(?:[ #].*\n?)*/m, '');
  await writeFile(settingsFile, `${settings}\nreadTime:\n  countBy: words\n`);
  await writeFile(path.join(site.contentDir, 'posts', 'three-thousand-words.md'), post());
  await writeFile(path.join(site.contentDir, 'posts', 'says-its-own.md'), post('readTime: 7\n').replace('Three thousand words', 'Says its own'));
  app = await startTestApp({ site });
});
afterAll(() => app?.close());

const readTime = async (slug: string) => ((await (await fetch(`${app.url}/api/blog/${slug}`)).json()) as Post).readTime;

describe('read time by words or characters', () => {
  it('reads a 3,000-word post as about 13 min when site.yaml counts words', async () => {
    expect(await readTime('three-thousand-words')).toBe(13);
    expect(await (await fetch(`${app.url}/blog/three-thousand-words`)).text()).toMatch(/>13(?:<!-- -->)? min read/);
    expect(await readTime('says-its-own')).toBe(7);
  });

  it('reads it as 20 min by the spec’s characters rule once the setting is gone, list and page alike', async () => {
    const settings = await readFile(settingsFile, 'utf8');
    await writeFile(settingsFile, settings.replace(/\nreadTime:\n  countBy: words\n$/, '\n'));
    await waitFor(async () => (await readTime('three-thousand-words')) === 20, 10_000);
    expect(await (await fetch(`${app.url}/blog/three-thousand-words`)).text()).toMatch(/>20(?:<!-- -->)? min read/);
    const listed = (await (await fetch(`${app.url}/api/blog`)).json()) as Post[];
    expect(listed.find((item) => item.slug === 'three-thousand-words')?.readTime).toBe(20);
    expect(await readTime('says-its-own')).toBe(7);
  });
});
