// Issue 40's slow files, as a push or a hand copy would bring them (decision 075): 40
// "Prism posts", each one code block of ~20,000 characters in a grammar that backtracks over its
// shape (the 15 grammars measured slowest), 20 "emphasis bombs" of 200 KB of `*a*a…` on one
// line, and 6 others: `_a` and `!a` runs, a word of "http"s, HTML with a style sheet that makes
// the CSS grammar backtrack, a table 2,000 columns wide, and a list nested 800 deep (which no cut
// before the parse bounds: it is set aside as slow, overruns its deadline twice and is refused). Shared by tests/integration/slow-files.test.ts
// and the bench's `slow` section.

export interface SlowFile {
  /** Relative to the content folder. */
  path: string;
  slug: string;
  kind: 'prism' | 'emphasis' | 'other';
  text: string;
}

/** The grammars that took 0.5 s of CPU or more over a 20,000-character block, each with its worst line shape. */
export const SLOW_GRAMMARS: [language: string, unit: string, before?: string, after?: string][] = [
  ['csharp', 'a.'],
  ['asciidoc', '['],
  ['scss', '"'],
  ['css', 'a '],
  ['markdown', '['],
  ['less', 'a.'],
  ['aspnet', '<'],
  ['nginx', 'a '],
  ['zig', '*_'],
  ['apex', '.a'],
  ['eiffel', '"'],
  ['regex', '['],
  ['rego', 'a.'],
  ['renpy', '\\"'],
  ['html', 'a ', '<style>\n', '</style>\n'],
];

const post = (title: string, body: string) => `---\ntitle: ${title}\nsummary: One of issue 40's slow files.\npublishedAt: 2025-01-01\n---\n\n${body}\n`;
const escapedLength = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').length;

/**
 * A code block of `unit` repeated to lines of 900 characters, as long as the highlighter took
 * before issue 40 (20,000 characters as served, escaped).
 */
export function backtrackingBlock(unit: string, before = '', after = ''): string {
  const line = unit.repeat(Math.floor(900 / unit.length));
  let lines = Math.floor(20_000 / (line.length + 1));
  while (lines > 1 && escapedLength(before + `${line}\n`.repeat(lines) + after) > 19_900) lines -= 1;
  return before + `${line}\n`.repeat(lines) + after;
}

export function slowFiles(): SlowFile[] {
  const files: SlowFile[] = [];
  for (let i = 0; i < 40; i += 1) {
    const [language, unit, before, after] = SLOW_GRAMMARS[i % SLOW_GRAMMARS.length]!;
    const slug = `prism-${language}-${i}`;
    files.push({ path: `posts/${slug}.md`, slug, kind: 'prism', text: post(`Prism ${language} ${i}`, `Before the block.\n\n\`\`\`${language}\n${backtrackingBlock(unit, before, after)}\`\`\`\n\nAfter the block.`) });
  }
  for (let i = 0; i < 20; i += 1) {
    const slug = `emphasis-bomb-${i}`;
    files.push({ path: `posts/${slug}.md`, slug, kind: 'emphasis', text: post(`Emphasis bomb ${i}`, '*a'.repeat(100_000)) });
  }
  const others: [slug: string, body: string][] = [
    ['underscore-run', '_a'.repeat(100_000)],
    ['bang-run', '!a'.repeat(100_000)],
    ['http-word', 'http'.repeat(25_000)],
    ['style-sheet', `\`\`\`html\n${backtrackingBlock('a ', '<style>\n', '</style>\n')}\`\`\``],
    ['wide-table', `|${' a |'.repeat(2000)}\n|${'---|'.repeat(2000)}\n${`|${' _a_ |'.repeat(2000)}\n`.repeat(10)}`],
    ['nested-list', Array.from({ length: 800 }, (_, level) => `${'  '.repeat(level)}- a`).join('\n')],
  ];
  for (const [slug, body] of others) files.push({ path: `posts/${slug}.md`, slug, kind: 'other', text: post(`Other ${slug}`, body) });
  return files;
}

/** An ordinary post, with a code block that is coloured. */
export function plainPost(slug: string): { path: string; slug: string; text: string } {
  return { path: `posts/${slug}.md`, slug, text: post(`Plain ${slug}`, 'A plain post, with *emphasis*, a [link](https://example.com) and code:\n\n```ts\nconst answer = 42;\n```') };
}
