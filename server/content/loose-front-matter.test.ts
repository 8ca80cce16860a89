// Front matter as other tools write it without Folio's fences or keys: Pelican/MultiMarkdown
// metadata lines, Hexo's block closed but never opened, exitwp's !binary dates, Fuwari's
// `published:` date, capitalised keys. Each is read as its tool reads it, with a note.
import { describe, expect, it } from 'vitest';
import { BARE_CONTEXT } from '../../tests/support/bare-parse-context';
import { classifyContentPath } from './content-paths';
import { parseContentFile } from './parse-content-file';

async function post(file: string, text: string) {
  const result = await parseContentFile(file, classifyContentPath(file)!, text, BARE_CONTEXT);
  if (!result.ok || result.parsed.kind !== 'post') throw new Error(`not served: ${JSON.stringify(result.problems)}`);
  return { item: result.parsed.item, problems: result.problems };
}

describe('front matter written without fences', () => {
  it("reads Pelican's Key: value lines up to the first blank line, and says so", async () => {
    const { item, problems } = await post('posts/pelican.md', 'Title: My First Blog Post\nAuthor: Enrique Rendon\nDate: 2019-10-4 12:10\nCategory: blogging\nTags: python, markdown, pelican\nSlug: my-first-blog-post\nStatus: draft\nSummary: A short synopsis of the\n    first post.\n\nThe Problem\n-----------\n\nBlog post content goes here.\n');
    expect(item).toMatchObject({ slug: 'my-first-blog-post', title: 'My First Blog Post', publishedAt: '2019-10-04T12:10:00.000Z', summary: 'A short synopsis of the first post.', tags: ['python', 'markdown', 'pelican', 'blogging'], draft: true, authorName: 'Enrique Rendon' });
    expect(item.content).not.toMatch(/Title:|Author:|Tags:/);
    expect(problems).toContainEqual(expect.objectContaining({ line: 1, level: 'note', message: expect.stringContaining("Pelican's or MultiMarkdown's way") }));
  });

  it('leaves a body that opens with a word and a colon as a body', async () => {
    const { item } = await post('posts/note-colon.md', 'Note: this is not metadata, it is the first sentence.\nIt goes on.\n');
    expect(item.content).toContain('Note: this is not metadata');
  });

  it("reads Hexo's block closed by --- but never opened", async () => {
    const { item, problems } = await post('posts/hello-world.md', 'title: Hello World\ndate: 2013/7/13 20:46:25\ntags:\n- hexo\n---\nWelcome to [Hexo](https://hexo.io/)! This is your very first post.\n');
    expect(item).toMatchObject({ title: 'Hello World', publishedAt: '2013-07-13T20:46:25.000Z', tags: ['hexo'], summary: 'Welcome to Hexo! This is your very first post.' });
    expect(item.content).not.toContain('title:');
    expect(problems).toContainEqual(expect.objectContaining({ line: 1, message: expect.stringContaining("Hexo's way") }));
  });

  it("decodes exitwp's !binary dates", async () => {
    const { item, problems } = await post('posts/aws.markdown', '---\nlayout: post\ntitle: elastic search abuse on AWS\ndate: !binary |-\n  MjAxNC0wNy0yOSAwOTo0NzozMiAtMDQwMA==\ndate_gmt: !binary |-\n  MjAxNC0wNy0yOCAyMzo0NzozMiAtMDQwMA==\n---\n<p>Previously.</p>\n');
    expect(item.publishedAt).toBe('2014-07-29T13:47:32.000Z');
    expect(problems).toContainEqual(expect.objectContaining({ line: 4, message: expect.stringContaining('a !binary value') }));
  });

  it("reads Fuwari's published: date beside draft:", async () => {
    const { item, problems } = await post('posts/fuwari.md', "---\ntitle: Simple Guides for Fuwari\npublished: 2024-04-01\ndescription: How to use this blog template.\ntags: [Fuwari, Blogging]\ncategory: Guides\ndraft: false\n---\nBody.\n");
    expect(item).toMatchObject({ publishedAt: '2024-04-01T00:00:00.000Z', draft: false, tags: ['Fuwari', 'Blogging', 'Guides'] });
    expect(problems).toContainEqual(expect.objectContaining({ line: 3, field: 'publishedAt', level: 'note' }));
  });

  it('reads a capitalised key as its field, with a note', async () => {
    const { item, problems } = await post('posts/caps.md', '---\nTitle: Capital Letters\nDate: 2024-02-02\n---\n## First section\n\nText.\n');
    expect(item).toMatchObject({ title: 'Capital Letters', publishedAt: '2024-02-02T00:00:00.000Z' });
    expect(problems).toContainEqual(expect.objectContaining({ line: 2, field: 'title', message: expect.stringContaining('lower case') }));
  });

  it("reads Quarto's date: today as not set, dated by the file instead, with a note", async () => {
    const { item, problems } = await post('posts/2024-03-09-rendered-today.qmd', '---\ntitle: "Rendered today"\ndate: today\n---\nBody.\n');
    expect(item.publishedAt).toBe('2024-03-09T00:00:00.000Z');
    expect(problems).toContainEqual(expect.objectContaining({ line: 3, message: expect.stringContaining('the day the page is built in Quarto') }));
  });
});
