// Feeds without fragment-only links (issue 42, finding 7): a reader resolves `href="#…"` against
// the feed's own address, so a heading's self-link showed as a stray "#" and footnotes led to the
// feed. In RSS, Atom and JSON Feed the self-links are dropped and every in-page link names the
// post's address; each feed stays valid (a strict XML parse and each format's required parts).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

let app: TestApp;
let postUrl: string;
beforeAll(async () => {
  app = await startTestApp();
  const body = ['## First part', '', 'See [the second part](#second-part) and a note.[^1]', '', '## Second part', '', 'Back to [the top](#first-part).', '', '[^1]: The note.', ''].join('\n');
  await writeFile(path.join(app.site.contentDir, 'posts', 'linked-parts.md'), `---\ntitle: Linked parts\nsummary: A post whose parts link to each other.\npublishedAt: ${new Date(Date.now() - 3_600_000).toISOString()}\n---\n\n${body}`);
  await waitFor(async () => app.index.findPost('linked-parts') !== undefined, 5000);
  const page = await (await fetch(`${app.url}/blog/linked-parts`)).text();
  postUrl = /<link rel="canonical" href="([^"]+)"/.exec(page)![1]!;
});
afterAll(() => app?.close());

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const get = async (feedPath: string) => (await fetch(app.url + feedPath)).text();

/** The hrefs of a body's links, as a reader finds them. */
const hrefs = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

function expectLinksOfThePost(html: string): void {
  const links = hrefs(html);
  expect(links.filter((href) => href.startsWith('#'))).toEqual([]);
  expect(html).not.toContain('heading-link');
  expect(links).toContain(`${postUrl}#user-content-second-part`);
  expect(links).toContain(`${postUrl}#user-content-first-part`);
  // The footnote's reference and its way back name the post too.
  expect(links.filter((href) => href.startsWith(`${postUrl}#user-content-footnote-`)).length).toBeGreaterThanOrEqual(2);
}

describe('feeds', () => {
  it('RSS: no fragment-only link, and a valid RSS 2.0 document', async () => {
    const text = await get('/rss.xml');
    expect(XMLValidator.validate(text)).toBe(true);
    const { rss } = xml.parse(text) as { rss: { '@version': string; channel: Record<string, unknown> & { item: Record<string, string>[] } } };
    expect(rss['@version']).toBe('2.0');
    for (const field of ['title', 'link', 'description']) expect(rss.channel[field], field).toBeTruthy();
    const items = [rss.channel.item].flat();
    for (const item of items) {
      expect(item.title || item.description).toBeTruthy();
      expect(hrefs(item['content:encoded'] ?? '').filter((href) => href.startsWith('#'))).toEqual([]);
    }
    const item = items.find((each) => each.link === postUrl)!;
    expectLinksOfThePost(item['content:encoded']!);
  });

  it('Atom: no fragment-only link, and a valid Atom 1.0 document', async () => {
    const text = await get('/atom.xml');
    expect(XMLValidator.validate(text)).toBe(true);
    const { feed } = xml.parse(text) as { feed: Record<string, unknown> & { '@xmlns': string; entry: Record<string, unknown>[] } };
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    for (const field of ['id', 'title', 'updated', 'author']) expect(feed[field], field).toBeTruthy();
    const entries = [feed.entry].flat();
    for (const entry of entries) {
      for (const field of ['id', 'title', 'updated']) expect(entry[field], field).toBeTruthy();
      const content = entry.content as { '#text': string; '@type': string };
      expect(content['@type']).toBe('html');
      expect(hrefs(content['#text']).filter((href) => href.startsWith('#'))).toEqual([]);
    }
    const entry = entries.find((each) => each.id === postUrl)!;
    expectLinksOfThePost((entry.content as { '#text': string })['#text']);
  });

  it('JSON Feed: no fragment-only link, and the version 1.1 required fields', async () => {
    const feed = JSON.parse(await get('/feed.json')) as { version: string; title: string; items: { id: string; url: string; content_html: string }[] };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBeTruthy();
    for (const item of feed.items) {
      expect(typeof item.id).toBe('string');
      expect(item.content_html).toBeTruthy();
      expect(hrefs(item.content_html).filter((href) => href.startsWith('#'))).toEqual([]);
    }
    expectLinksOfThePost(feed.items.find((item) => item.url === postUrl)!.content_html);
  });

  it('leaves the post page itself with its self-links', async () => {
    const page = await (await fetch(`${app.url}/blog/linked-parts`)).text();
    expect(page).toContain('class="heading-link" href="#user-content-first-part"');
  });
});
