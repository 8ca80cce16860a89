// A control character in a post's title, summary or body used to reach /rss.xml as it was, and
// XML 1.0 forbids it outright: strict feed readers refused the whole feed. The feed and the
// sitemap must stay well-formed XML whatever the content holds.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

/** Characters outside XML 1.0's Char production, which no escaping makes valid. */
const NOT_XML_CHAR = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** fast-xml-parser checks structure only, so the characters are checked here too. */
function expectWellFormed(xml: string): void {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).not.toMatch(NOT_XML_CHAR);
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // YAML's double-quoted escapes put the raw control characters into the title and summary.
  const post = [
    '---',
    'title: "Bell\\x07 and Backspace\\b in a Title"',
    'summary: "A summary with a form feed\\f, an escape\\x1B and a NUL\\0 in it."',
    'publishedAt: 2026-10-01',
    'tags: ["Controls\\x01"]',
    '---',
    '',
    'Body text with a raw \u0001 control and \uFFFF a non-character.',
    '',
  ].join('\n');
  await writeFile(path.join(app.site.contentDir, 'posts', 'control-characters.md'), post);
  await waitFor(async () => (await fetch(`${app.url}/api/blog/control-characters`)).status === 200, 5000);
});
afterAll(() => app?.close());

describe('a post with control characters', () => {
  it('is indexed with them, as written', async () => {
    const post = (await (await fetch(`${app.url}/api/blog/control-characters`)).json()) as { title: string; summary: string };
    expect(post.title).toBe('Bell\u0007 and Backspace\b in a Title');
    expect(post.summary).toContain('\u001B');
  });

  it('leaves /rss.xml well-formed, with the text minus the forbidden characters', async () => {
    const xml = await (await fetch(`${app.url}/rss.xml`)).text();
    expectWellFormed(xml);
    const items = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml).rss.channel.item as { title: string; description: string; 'content:encoded': string }[];
    const item = items.find((candidate) => candidate.title.startsWith('Bell'))!;
    expect(item.title).toBe('Bell and Backspace in a Title');
    expect(item.description).toBe('A summary with a form feed, an escape and a NUL in it.');
    expect(item['content:encoded']).toContain('Body text with a raw  control and  a non-character.');
  });

  it('leaves /atom.xml well-formed and /feed.json valid JSON, with the text', async () => {
    const atom = await (await fetch(`${app.url}/atom.xml`)).text();
    expectWellFormed(atom);
    expect(atom).toContain('<title>Bell and Backspace in a Title</title>');
    const feed = (await (await fetch(`${app.url}/feed.json`)).json()) as { items: { title: string }[] };
    expect(feed.items.map((item) => item.title)).toContain('Bell\u0007 and Backspace\b in a Title');
  });

  it('leaves /sitemap.xml well-formed', async () => {
    const xml = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expectWellFormed(xml);
    expect(xml).toContain('/blog/control-characters</loc>');
  });
});
