import { afterAll, describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../src/console/editor/markdown-import';
import { MarkdownRenderer, markdownParser } from './markdown-renderer';

describe('MarkdownRenderer', () => {
  // A long deadline for the cases that must finish, a short one only where the deadline itself
  // is under test, so a busy machine cannot turn a stack overflow into a timeout.
  const renderer = new MarkdownRenderer(1, 20_000);
  const hurried = new MarkdownRenderer(1, 500);
  afterAll(() => Promise.all([renderer.close(), hurried.close()]));

  it('renders Markdown with the site options (GFM)', async () => {
    expect(await renderer.render('| a |\n|---|\n| b |\n\n~~gone~~')).toContain('<del>gone</del>');
  });

  it('reports a body that overflows the stack instead of throwing it', async () => {
    await expect(renderer.render('>'.repeat(10_000))).rejects.toThrow(/nests quotes or lists too deeply/);
  });

  it('renders footnotes in the workers, also after a body that overflowed the stack', async () => {
    const note = 'Claim[^1].\n\n[^1]: The source.';
    expect(await renderer.render(note)).toContain('<li id="footnote-1">');
    await expect(renderer.render(`${'>'.repeat(10_000)} [^1]\n\n[^1]: deep`)).rejects.toThrow(/nests quotes or lists too deeply/);
    expect(await renderer.render(note)).toBe(markdownParser().parse(note));
  });

  it('renders footnotes in this thread the same way, also after a throw', () => {
    const markdown = markdownParser();
    const note = 'Claim[^a] and more[^b].\n\n[^a]: One.\n[^b]: Two.';
    const first = markdown.parse(note);
    expect(first).toContain('<section class="footnotes" data-footnotes>');
    expect(() => markdown.parse(`${'>'.repeat(10_000)} [^a]\n\n[^a]: deep`)).toThrow(RangeError);
    expect(markdown.parse(note)).toBe(first);
    expect(markdown.parse('No notes, but [^a] written.')).toBe('<p>No notes, but [^a] written.</p>\n');
  });

  it('renders footnotes as the console does when it switches a Markdown post to HTML', async () => {
    const source = 'One[^a] and two[^b].\n\n[^a]: First.\n[^b]: Second with `code`.\n';
    expect(await markdownToHtml(source)).toBe(markdownParser().parse(source).trim());
  });

  it('stops a body that overruns its deadline, and keeps rendering the next ones', async () => {
    const slow = hurried.render('_a'.repeat(200_000));
    const next = hurried.render('*fine*');
    await expect(slow).rejects.toThrow(/took over 0.5 s to render/);
    expect(await next).toBe('<p><em>fine</em></p>\n');
  });
});
