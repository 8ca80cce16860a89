// 'Import Markdown': .md, .markdown and .txt files become HTML with marked. marked is
// loaded only when a file is imported, so the console's own chunk stays small.

export const MARKDOWN_ACCEPT = '.md,.markdown,.txt';

export function isMarkdownFile(name: string): boolean {
  return /\.(md|markdown|txt)$/i.test(name);
}

export interface ImportedMarkdown {
  html: string;
  /** The text of the first level-1 heading, when there is one. */
  heading: string | null;
}

/**
 * Converts Markdown to HTML. With `headingAsTitle`, the first level-1 heading becomes the
 * title and is left out of the body, so the post page does not show its title twice.
 */
export async function markdownToHtml(markdown: string, headingAsTitle: boolean): Promise<ImportedMarkdown> {
  const { Marked } = await import('marked');
  const marked = new Marked({ gfm: true, async: false });
  const tokens = marked.lexer(markdown);
  const index = tokens.findIndex((token) => token.type === 'heading' && (token as { depth: number }).depth === 1);
  const heading = index === -1 ? null : plainHeading((tokens[index] as { text: string }).text);
  if (headingAsTitle && index !== -1) tokens.splice(index, 1);
  return { html: (marked.parser(tokens) as string).trim(), heading };
}

/** Inline Markdown in a heading (`**bold**`, `[link](url)`, `code`) as plain text. */
function plainHeading(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
