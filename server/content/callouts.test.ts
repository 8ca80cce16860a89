// Admonitions and callouts of other tools shown as the site's asides, never as their source.
import { describe, expect, it } from 'vitest';
import { BARE_CONTEXT } from '../../tests/support/bare-parse-context';
import { classifyContentPath } from './content-paths';
import { parseContentFile } from './parse-content-file';

async function bodyOf(body: string): Promise<{ content: string; problems: string[] }> {
  const result = await parseContentFile('posts/c.md', classifyContentPath('posts/c.md')!, `---\ntitle: C\nsummary: S\ndate: 2024-01-01\n---\n${body}`, BARE_CONTEXT);
  if (!result.ok || result.parsed.kind !== 'post') throw new Error(JSON.stringify(result.problems));
  return { content: result.parsed.item.content, problems: result.problems.map((problem) => problem.message) };
}

describe('admonitions and callouts', () => {
  it.each([
    [':::note\nRead this.\n:::\n', 'note', 'Note'],
    [':::tip[Custom title]\nRead **this**.\n:::\n', 'tip', 'Custom title'],
    ['::: warning Heads up\nRead this.\n:::\n', 'warning', 'Heads up'],
    [':::caution\nRead this.\n:::\n', 'danger', 'Caution'],
    ['> [!NOTE]\n> Read this.\n', 'note', 'Note'],
    ['> [!IMPORTANT]\n> Read this.\n', 'important', 'Important'],
    ['> [!info]- Folded in Obsidian\n> Read this.\n', 'info', 'Folded in Obsidian'],
  ])('shows %j as a %s aside titled %j', async (source, style, title) => {
    const { content, problems } = await bodyOf(source);
    expect(content).toContain(`<aside class="callout callout-${style}" role="note">`);
    expect(content).toContain(`<div class="callout-title">${title}</div>`);
    expect(content).toMatch(/<p>Read (<strong>)?this/);
    expect(content).not.toMatch(/:::|\[!/);
    expect(problems.some((message) => message.includes("shown as the site's asides"))).toBe(true);
  });

  it('nests callouts, leaves plain quotes and code blocks as written', async () => {
    const { content } = await bodyOf('> [!question] Can callouts be nested?\n> > [!todo] Yes\n> > Inner.\n\n> Just a quote.\n\n```md\n:::note\nkept\n:::\n```\n');
    expect(content.match(/<aside /g)).toHaveLength(2);
    expect(content).toContain('<blockquote>\n<p>Just a quote.</p>');
    expect(content).toContain(':::note\nkept\n:::');
  });

  it('names a type the site has no style for, and still shows it as an aside', async () => {
    const { content, problems } = await bodyOf(':::spoiler\nHidden.\n:::\n');
    expect(content).toContain('<div class="callout-title">Spoiler</div>');
    expect(problems.join(' ')).toContain('"spoiler" is not a type the site styles');
  });
});
