// A title for a file that names none, as its tool shows it: an Obsidian note by its file name,
// else the first level-1 heading (never a later or smaller one), never Markdown source.
import { describe, expect, it } from 'vitest';
import { BARE_CONTEXT } from '../../tests/support/bare-parse-context';
import { classifyContentPath } from './content-paths';
import { parseContentFile } from './parse-content-file';

async function titleOf(file: string, text: string): Promise<string> {
  const result = await parseContentFile(file, classifyContentPath(file)!, text, BARE_CONTEXT);
  if (!result.ok || result.parsed.kind !== 'post') throw new Error(`not served: ${JSON.stringify(result.problems)}`);
  return result.parsed.item.title;
}

describe('a title taken from the file', () => {
  it("calls an Obsidian note by its file name, not by a section heading", async () => {
    const note = 'Notes from the reading group.\n\n## Questions\n\n- why?\n\n## References\n\n- [[Some Book]]\n';
    expect(await titleOf('posts/Spatial Joins in Practice.md', note)).toBe('Spatial Joins in Practice');
    expect(await titleOf('posts/地图瓦片缓存.md', note)).toBe('地图瓦片缓存');
  });

  it('takes the first level-1 heading, never a smaller or later one', async () => {
    expect(await titleOf('posts/with-fm.md', '---\ndate: 2024-01-02\n---\nIntro text.\n\n## References\n\n- a\n')).not.toBe('References');
    expect(await titleOf('posts/with-h1.md', '---\ndate: 2024-01-02\n---\n## Background\n\nText.\n\n# The Real Title\n\nMore.\n')).toBe('The Real Title');
  });

  it('takes a note with properties but no heading by its file name', async () => {
    expect(await titleOf('posts/Reading List 2024.md', '---\ntags: [books]\ncreated: 2024-01-02\n---\nIntro.\n\n## References\n\n- a\n')).toBe('Reading List 2024');
  });

  it('never keeps Markdown in a title taken from the first line', async () => {
    expect(await titleOf('posts/interview.md', 'An interview with [James Williamson](/blog/james) on **maps**\n\nText.\n')).toBe('An interview with James Williamson on maps');
  });
});
