// The content parser workers' start: which script a worker runs, and the post a fresh worker kept
// for hand edits parses first (parse-pool.ts, decision 055).

/** What a fresh lean worker parses first (never filed: its answer goes nowhere). */
export const WARM_UP_FILE = 'posts/folio-parser-warm-up.md';
const WARM_UP_TEXT = [
  '---',
  'title: "Warm-up"',
  'date: 2024-01-01',
  'tags: [folio]',
  '---',
  '',
  'A paragraph with [a link](https://example.com), `code` and *emphasis*.',
  '',
  '## A heading',
  '',
  '- an item',
  '- another',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
  '',
  '```ts',
  'const answer = 42;',
  '```',
  '',
].join('\n');

/** The worker to start: the bundled parser beside a built entry, else the TypeScript source through tsx. */
export function parserEntry(): URL {
  const here = import.meta.url;
  if (/\.ts$/.test(new URL(here).pathname)) return new URL('./parse-worker-boot.mjs', here);
  // A bundle lives at dist/<entry>.js (dist/server/main.js, dist/scripts/cli/backup-verify.js).
  const dist = here.slice(0, here.lastIndexOf('/dist/') + '/dist/'.length);
  return new URL('server/content-parser.js', dist);
}

/** The warm-up post, with a code block in each language the workers have met. */
export function warmUpText(languages: Iterable<string>): string {
  return [WARM_UP_TEXT, ...[...languages].map((language) => `\`\`\`${language}\nx = 1\n\`\`\`\n`)].join('\n');
}
