import { describe, expect, it } from 'vitest';
import { classifyContentPath } from './content-paths';
import { BARE_CONTEXT } from '../../tests/support/bare-parse-context';
import { parseContentFile } from './parse-content-file';
import { aliasKey, readRedirectAliases } from './redirect-aliases';

const read = (values: Parameters<typeof readRedirectAliases>[0], section = '/blog') => readRedirectAliases(values, section, () => undefined);
const paths = (values: Parameters<typeof readRedirectAliases>[0], section?: string) => read(values, section).aliases.map((alias) => alias.path);

describe('aliasKey', () => {
  it.each([
    ['/posts/old-name/', '/posts/old-name'],
    ['/posts/old-name', '/posts/old-name'],
    ['/2019/05/old-post.html', '/2019/05/old-post'],
    ['/old/index.html', '/old'],
    ['/Posts/Old-Name', '/posts/old-name'],
    ['/caf%C3%A9', '/café'],
    ['//double//slash/', '/double/slash'],
    ['/%E0%A4%A', '/%e0%a4%a'],
    ['/', '/'],
  ])('matches %s as %s', (path, key) => {
    expect(aliasKey(path)).toBe(key);
  });
});

describe('reading aliases: and redirect_from:', () => {
  it('reads a list and a single path, written with or without a trailing slash', () => {
    expect(paths({ aliases: ['/posts/old-name/', '/old'] })).toEqual(['/posts/old-name/', '/old']);
    expect(paths({ redirect_from: '/2019/05/old-post.html' })).toEqual(['/2019/05/old-post.html']);
    expect(read({ aliases: '/x' }).notes).toEqual([]);
  });

  it('reads a relative alias inside the section (Hugo) and a relative redirect_from from the top (Jekyll), each with a note', () => {
    const hugo = read({ aliases: ['old-name'] }, '/works');
    expect(hugo.aliases.map((alias) => alias.path)).toEqual(['/works/old-name']);
    expect(hugo.notes[0]).toMatchObject({ field: 'aliases', message: expect.stringContaining('read as /works/old-name') });
    const jekyll = read({ redirect_from: 'old-name' });
    expect(jekyll.aliases.map((alias) => alias.path)).toEqual(['/old-name']);
    expect(jekyll.notes[0]!.message).toContain('write it with a leading /');
  });

  it("reads a full URL as its path, and leaves out a query and a fragment, saying so", () => {
    const reading = read({ aliases: ['https://old.example.com/posts/x/?utm=1#top'] });
    expect(reading.aliases.map((alias) => alias.key)).toEqual(['/posts/x']);
    expect(reading.notes.map((note) => note.message).join(' ')).toMatch(/as the path \/posts\/x\/.*query or #fragment/);
  });

  it("reads Obsidian's aliases (other names for a note) as no address, with a note", () => {
    const reading = read({ aliases: ['MVT primer'] });
    expect(reading.aliases).toEqual([]);
    expect(reading.notes[0]!.message).toContain('another name for the post');
  });

  it('keeps one of two spellings of the same address, and resolves dot segments', () => {
    expect(read({ aliases: ['/old/', '/old'], redirect_from: ['/OLD.html'] }).aliases).toHaveLength(1);
    expect(paths({ aliases: ['/a/../b'] })).toEqual(['/b']);
  });

  it("leaves out the home page, the site's own paths, and what is not a path, each with a note", () => {
    const reading = read({ aliases: ['/', '/api/blog', '/admin/blog', '  ', { a: 1 }], redirect_from: [7] });
    expect(reading.aliases.map((alias) => alias.path)).toEqual(['/7']);
    expect(reading.notes.map((note) => note.message)).toEqual([
      expect.stringContaining('home page'),
      expect.stringContaining("site's own addresses"),
      expect.stringContaining("site's own addresses"),
      'an empty entry was left out',
      expect.stringContaining('is not a path'),
      expect.stringContaining('leading /'),
    ]);
  });
});

describe('a parsed file', () => {
  const parse = (file: string, text: string) => parseContentFile(file, classifyContentPath(file)!, text, BARE_CONTEXT);

  it('carries its aliases beside the item (not in the served post) with their lines, and notes its guesses on them', async () => {
    const text = '---\ntitle: Moved\nsummary: A post that moved.\npublishedAt: 2025-03-05\naliases:\n  - /posts/moved/\n  - older-name\nredirect_from: /2019/moved.html\n---\nBody';
    const result = await parse('posts/moved.md', text);
    if (!result.ok || result.parsed.kind !== 'post') throw new Error(JSON.stringify(result.problems));
    expect(result.parsed.aliases).toEqual([
      { path: '/posts/moved/', key: '/posts/moved', field: 'aliases', line: 6 },
      { path: '/blog/older-name', key: '/blog/older-name', field: 'aliases', line: 7 },
      { path: '/2019/moved.html', key: '/2019/moved', field: 'redirect_from', line: 8 },
    ]);
    expect(result.parsed.item).not.toHaveProperty('aliases');
    expect(result.problems).toEqual([expect.objectContaining({ file: 'posts/moved.md', line: 7, field: 'aliases', level: 'note', message: expect.stringContaining('/blog/older-name') })]);
  });

  it('reads a project and a template alias inside their own sections', async () => {
    const project = await parse('projects/p.md', '---\ntitle: P\ndescription: D\nimage: /images/x.png\ncompletionDate: 2025\naliases: [old-p]\n---\n');
    expect(project.ok && project.parsed.kind === 'project' && project.parsed.aliases.map((alias) => alias.path)).toEqual(['/works/old-p']);
  });
});
