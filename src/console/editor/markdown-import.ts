// 'Import Markdown': a .md, .markdown or .txt file becomes the post's body: converted to HTML in
// the HTML format (the spec's), kept as written in the Markdown format (the post is then saved as
// posts/<slug>.md; decision 044). A front matter block is left out of the
// body (the form's fields hold those values; its title is used), and the first level-1 heading
// can become the title. Switching an HTML post's format the other way converts its Markdown with
// the same renderer options as the site, footnotes included (marked-footnote, as the site's
// renderer uses for a body with a `[^`). marked and the extension are loaded only when needed, so
// the console's own chunk stays small.

export const MARKDOWN_ACCEPT = '.md,.markdown,.txt';

export function isMarkdownFile(name: string): boolean {
  return /\.(md|markdown|txt)$/i.test(name);
}

export interface ImportedMarkdown {
  /** The Markdown source without its front matter (and without the heading taken as the title). */
  markdown: string;
  /** The title the file gives: its front matter's `title`, else the text of its first level-1 heading. */
  title: string | null;
}

async function loadMarked() {
  const { Marked } = await import('marked');
  // The site renders Markdown with these options (server/content/markdown-renderer.ts).
  return new Marked({ gfm: true, async: false });
}

/**
 * The site's renderer for a body with footnotes: marked-footnote, made anew for each body (it
 * keeps state between its tokenizer and renderer), loaded only for a body that has a `[^`, where
 * every footnote starts, as the server does.
 */
async function loadMarkedFor(markdown: string) {
  if (!markdown.includes('[^')) return loadMarked();
  const [marked, { default: markedFootnote }] = await Promise.all([loadMarked(), import('marked-footnote')]);
  return marked.use(markedFootnote());
}

/**
 * The Markdown of an imported file. With `headingAsTitle`, the first level-1 heading that is the
 * title is left out of the body, so the post page does not show its title twice.
 */
export async function readImportedMarkdown(text: string, headingAsTitle: boolean): Promise<ImportedMarkdown> {
  const { body, title: frontMatterTitle } = splitFrontMatter(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'));
  const marked = await loadMarked();
  const tokens = marked.lexer(body);
  let offset = 0;
  for (const token of tokens) {
    if (token.type === 'heading' && (token as { depth: number }).depth === 1) {
      const heading = plainHeading((token as { text: string }).text);
      const title = frontMatterTitle ?? heading;
      if (!headingAsTitle || heading !== title) return { markdown: body.trim(), title };
      // The lexer's tokens cover the source in order; fall back on a search if they ever do not.
      const start = body.startsWith(token.raw, offset) ? offset : body.indexOf(token.raw);
      if (start === -1) return { markdown: body.trim(), title };
      const before = body.slice(0, start).replace(/\n+$/, '');
      const after = body.slice(start + token.raw.length).replace(/^\n+/, '');
      return { markdown: (before && after ? `${before}\n\n${after}` : before + after).trim(), title };
    }
    offset += token.raw.length;
  }
  return { markdown: body.trim(), title: frontMatterTitle };
}

/** Markdown → HTML as the site renders it (before its sanitizer, which runs when the post is read). */
export async function markdownToHtml(markdown: string): Promise<string> {
  return ((await loadMarkedFor(markdown)).parse(markdown) as string).trim();
}

/**
 * A leading YAML (`---`) or TOML (`+++`) front matter block, as other site generators write
 * them, split off the body, with the `title` it gives when that is a plain one-line value.
 */
export function splitFrontMatter(text: string): { body: string; title: string | null } {
  const match = /^(---|\+\+\+)[ \t]*\n([\s\S]*?)\n\1[ \t]*(?:\n|$)/.exec(text);
  if (!match) return { body: text, title: null };
  const line = /^title[ \t]*[:=][ \t]*(.+?)[ \t]*$/m.exec(match[2]!);
  const value = line?.[1]?.replace(/^(["'])(.*)\1$/, '$2').trim();
  return { body: text.slice(match[0].length), title: value && !/^[|>[{]/.test(value) ? value : null };
}

/** Inline Markdown in a heading (`**bold**`, `[link](url)`, `code`) as plain text. */
function plainHeading(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
