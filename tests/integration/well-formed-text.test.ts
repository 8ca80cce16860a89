// Issue 40, finding 10: a title, summary or tag written with half of a UTF-16 pair as an escape
// (`title: "\ud800"`) reached every JSON answer as \ud800, which strict JSON parsers refuse, and
// made the post's page fail. It is read as U+FFFD with a note; every answer is whole UTF-8 whose
// JSON holds whole characters only.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const post = '---\ntitle: "Halfmoon \\ud800 notes"\nsummary: "A summary \\udc00 cut"\ntags: ["halfmoon\\ud83d", Maps]\npublishedAt: 2025-01-01\n---\nBody of the halfmoon post.\n';
  await writeFile(path.join(app.site.contentDir, 'posts/halfmoon.md'), post);
  await waitFor(async () => (await fetch(`${app.url}/api/blog/halfmoon`)).status === 200, 5000);
});
afterAll(() => app?.close());

/** The answer's bytes as a strict reader takes them: UTF-8 that decodes without a replacement. */
async function strictText(url: string): Promise<string> {
  const response = await fetch(`${app.url}${url}`);
  expect(response.status, url).toBe(200);
  return new TextDecoder('utf-8', { fatal: true }).decode(await response.arrayBuffer());
}

/** Every text in a JSON value, at any depth. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [key, ...texts(item)]);
  return [];
}

/** A text survives UTF-8 unchanged only when it holds no half character. */
const whole = (text: string) => Buffer.from(text, 'utf8').toString('utf8') === text;

describe('half characters in front matter', () => {
  it('are read as U+FFFD, with a note naming each field', () => {
    const notes = app.index.problems().filter((problem) => problem.file === 'posts/halfmoon.md' && /half of a character/.test(problem.message));
    expect(notes.map((note) => [note.line, note.message.split(':')[0]])).toEqual([
      [2, 'title'],
      [3, 'summary'],
      [4, 'tags'],
    ]);
    expect(notes.every((note) => note.level === 'note')).toBe(true);
  });

  it.each(['/api/blog', '/api/blog/halfmoon', '/api/search?q=halfmoon', '/feed.json'])('never reach the JSON of %s', async (url) => {
    const data: unknown = JSON.parse(await strictText(url));
    const all = texts(data);
    expect(all.some((text) => text.includes('Halfmoon \uFFFD notes')), url).toBe(true);
    expect(all.filter((text) => !whole(text)), url).toEqual([]);
  });

  it.each(['/blog/halfmoon', '/blog', '/rss.xml', '/atom.xml'])('never reach %s', async (url) => {
    const text = await strictText(url);
    expect(text).toContain('Halfmoon \uFFFD notes');
    expect(text).not.toMatch(/\\u[dD][89a-fA-F][0-9a-fA-F]{2}|&#x[dD][89a-fA-F][0-9a-fA-F]{2};/);
  });
});
