// The simple reader must give exactly the library's data wherever it answers at all.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { realisticPost } from '../../scripts/bench/realistic-posts';
import { createRng } from '../../tests/support/seeded-random';
import { readYaml } from './front-matter';
import { readSimpleFrontMatter } from './simple-front-matter';

/** Both readers on one block: true when the simple one answered (and agreed), false when it passed. */
function sameAsLibrary(block: string): boolean {
  const simple = readSimpleFrontMatter(block);
  if (simple === null) return false;
  const library = readYaml(block, { timestamps: true });
  expect(library, block).toMatchObject({ ok: true });
  expect(simple, block).toStrictEqual((library as { data: unknown }).data);
  return true;
}

/** The YAML block of a file, or null when it has none. */
function blockOf(text: string): string | null {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*\r?$/m.exec(text);
  return match && match.index === 0 ? match[1]! : null;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : /\.(md|mdx|markdown|html)$/.test(name) ? [file] : [];
  });
}

describe('readSimpleFrontMatter', () => {
  it("reads the imported posts' front matter as the library does, or passes", () => {
    const blocks = files(path.resolve(import.meta.dirname, '../../tests/fixtures/imported-posts')).flatMap((file) => blockOf(readFileSync(file, 'utf8')) ?? []);
    const read = blocks.filter(sameAsLibrary).length;
    expect(blocks.length).toBeGreaterThan(40);
    expect(read).toBeGreaterThan(10);
  });

  it("reads every bench post's front matter as the library does", () => {
    for (let index = 0; index < 200; index += 1) expect(sameAsLibrary(blockOf(realisticPost({ index, count: 200, seed: 57 }).text)!)).toBe(true);
  });

  it.each([
    ['text', 'title: Maps, and why [they] matter\nsummary: "Quoted: with a colon"\nauthor: \'Single\'\nurl: https://example.com/a#b\nnote: it\'s C# and C++!'],
    ['values YAML types', 'draft: false\nfeatured: True\nweight: 10\nzero: 0\nempty:\ntilde: ~\nnothing: null'],
    ['dates', 'date: 2024-05-01\nupdated: 2023-09-02T09:00:31Z\nlocal: 2023-09-02T09:00:31\nrolled: 2024-02-30'],
    ['lists', 'tags: [css, "web perf", \'maps\']\nnone: []\nblank: [ ]\ncategories:\n  - Engineering\n  - "Real estate"\nlast: x'],
    ['blank lines and spaces', '\ntitle:    spaced out   \n\n\nsummary: end  '],
  ])('reads %s as the library does', (_, block) => {
    expect(sameAsLibrary(block)).toBe(true);
  });

  it.each([
    ['a comment', 'title: x\n# note'],
    ['a trailing comment', 'title: x # note'],
    ['nesting', 'author:\n  name: Me'],
    ['a nested list', 'tags:\n  - a\n    - b'],
    ['a key written twice', 'title: a\ntitle: b'],
    ['escapes', 'title: "a \\" b"'],
    ['a colon in plain text', 'title: Maps: a primer'],
    ['numbers YAML reads otherwise', 'a: 1.5\nb: 0x1F\nc: -3\nd: 1e3\ne: .inf\nf: 007'],
    ['other times', 'date: 2024-05-01 10:00\nz: 2024-05-01T10:00:00+02:00'],
    ['blocks and tags', 'summary: |\n  text'],
    ['anchors', 'a: &x 1\nb: *x'],
    ['a tag', 'x: !!js/function f'],
    ['tabs', 'title:\tx'],
    ['CRLF', 'title: x\r\nsummary: y'],
    ['a prototype key', '__proto__: x'],
    ['a quoted comma in a list', 'tags: ["a, b", c]'],
    ['a number in a list', 'tags: [2024, maps]'],
  ])('passes on %s', (_, block) => {
    expect(readSimpleFrontMatter(block)).toBeNull();
  });

  it('reads random simple blocks as the library does', () => {
    const keys = ['title', 'summary', 'date', 'tags', 'draft', 'image', 'weight'];
    const values = ['Plain words', '"Quoted words"', "'single'", 'true', 'false', '12', '0', '2024-01-31', '2024-01-31T08:09:10Z', '[a, b]', '[]', '', 'a [b] c', "it's", 'x:y', 'C#', '~', 'null', 'Yes', 'on', 'a,b', '"a, b"'];
    const rng = createRng(57);
    let read = 0;
    for (let round = 0; round < 500; round += 1) {
      const used = new Set<string>();
      const lines: string[] = [];
      for (let count = 1 + rng.int(6); count > 0; count -= 1) {
        const key = rng.pick(keys);
        if (used.has(key)) continue;
        used.add(key);
        const value = rng.pick(values);
        lines.push(value === '' && rng.chance(0.5) ? `${key}:\n  - one\n  - "two"` : `${key}: ${value}`);
      }
      if (sameAsLibrary(lines.join('\n'))) read += 1;
    }
    expect(read).toBeGreaterThan(300);
  });
});
