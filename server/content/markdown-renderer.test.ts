import { afterAll, describe, expect, it } from 'vitest';
import { MarkdownRenderer } from './markdown-renderer';

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

  it('stops a body that overruns its deadline, and keeps rendering the next ones', async () => {
    const slow = hurried.render('_a'.repeat(200_000));
    const next = hurried.render('*fine*');
    await expect(slow).rejects.toThrow(/took over 0.5 s to render/);
    expect(await next).toBe('<p><em>fine</em></p>\n');
  });
});
