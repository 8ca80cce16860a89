// An image written into the text as data is never lost without a word: it is named in a note.
import { expect, it } from 'vitest';
import { BARE_CONTEXT } from '../../tests/support/bare-parse-context';
import { classifyContentPath } from './content-paths';
import { parseContentFile } from './parse-content-file';

it('names an image written into the text as data, with its size and the fix', async () => {
  const data = Buffer.alloc(200 * 1024, 7).toString('base64');
  const text = `---\ntitle: Pasted\nsummary: S\ndate: 2024-01-01\n---\nA screenshot:\n\n![screenshot](data:image/png;base64,${data})\n`;
  const result = await parseContentFile('posts/pasted.md', classifyContentPath('posts/pasted.md')!, text, BARE_CONTEXT);
  expect(result.ok).toBe(true);
  expect(result.problems).toContainEqual(expect.objectContaining({ line: 8, level: 'note', message: expect.stringMatching(/^an image written into the text as data \(200 KB\) is left out of the page: save it as a file in images\//) }));
});
