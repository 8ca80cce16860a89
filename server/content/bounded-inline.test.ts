import { Lexer } from 'marked';
import { describe, expect, it } from 'vitest';
import { realisticPost } from '../../scripts/bench/realistic-posts';
import { renderAllowlisted } from './allowlisted-markdown';
import { BoundedLexer, MAX_BODY_INLINE_WEIGHT, MAX_INLINE_WEIGHT, plainInlineNote, type InlineReport } from './bounded-inline';
import { markdownParser } from './markdown-renderer';
import { sanitizeBody } from './sanitize-body';

const OPTIONS = { gfm: true, async: false } as const;
const newReport = (): InlineReport => ({ plain: [] });

describe('BoundedLexer', () => {
  it('keeps a paragraph dense with marks as plain text, and says how long and how dense', () => {
    const report = newReport();
    const bomb = '*a'.repeat(100_000);
    const started = performance.now();
    const tokens = new BoundedLexer(OPTIONS, report).lex(`Before.\n\n${bomb}\n\nAfter *this*.`);
    // marked alone took ~10 s of CPU over this paragraph (decision 075); a generous bound.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(tokens.map((token) => token.type)).toEqual(['paragraph', 'space', 'paragraph', 'space', 'paragraph']);
    expect(tokens[2]).toMatchObject({ type: 'paragraph', tokens: [{ type: 'text', text: bomb }] });
    expect(tokens[4]).toMatchObject({ tokens: [{ type: 'text' }, { type: 'em' }, { type: 'text' }] });
    expect(report.plain).toEqual([{ chars: 200_000, marks: 100_000, start: bomb.slice(0, 80) }]);
  });

  it('reads what people write exactly as marked does, and counts none of it', () => {
    for (let index = 0; index < 200; index += 1) {
      const { text } = realisticPost({ index, count: 200, seed: 40 });
      const report = newReport();
      const lexer = new BoundedLexer(OPTIONS, report);
      expect(lexer.lex(text)).toEqual(Lexer.lex(text, OPTIONS));
      expect(report.plain).toEqual([]);
      // Too little text for any count: its most possible weight fits, so no mark was counted.
      expect(lexer['weight']).toBe(0);
    }
  });

  it('weighs a long text by its marks: 100,000 characters of prose with a few links are read', () => {
    const prose = `${'Plain words and more plain words. '.repeat(3000)}A [link](https://example.com) and *one* mark.`;
    const report = newReport();
    const tokens = new BoundedLexer(OPTIONS, report).lex(prose);
    expect(report.plain).toEqual([]);
    expect(tokens[0]).toMatchObject({ tokens: expect.arrayContaining([expect.objectContaining({ type: 'link' }), expect.objectContaining({ type: 'em' })]) });
  });

  it('weighs the texts of a body together: past its budget, the rest are plain', () => {
    // 7,000 characters with 3,500 marks: 24,500,000 each, under the limit for one text; the body holds two.
    expect(3500 * 7000).toBeLessThanOrEqual(MAX_INLINE_WEIGHT);
    expect(3 * 3500 * 7000).toBeGreaterThan(MAX_BODY_INLINE_WEIGHT);
    const report = newReport();
    new BoundedLexer(OPTIONS, report).lex(Array.from({ length: 4 }, () => '_a'.repeat(3500)).join('\n\n'));
    expect(report.plain.map((text) => text.chars)).toEqual([7000, 7000]);
  });

  it('keeps the same text plain on both paths, escaped like any text', () => {
    const body = '<b>*a'.repeat(40_000);
    const direct = newReport();
    const sanitizePath = newReport();
    const html = renderAllowlisted(body, (url) => url, direct)!;
    expect(html.startsWith('<p>&lt;b&gt;*a&lt;b&gt;*a')).toBe(true);
    expect(html).not.toContain('<b>');
    // The same bytes either way (compared as a boolean: a diff of 400 KB helps nobody).
    expect(sanitizeBody(markdownParser().parse(body, sanitizePath)).trim() === html.trim()).toBe(true);
    expect(direct.plain).toHaveLength(1);
    expect(sanitizePath.plain).toEqual(direct.plain);
  });

  it('says where the first plain text starts, and what to do', () => {
    const note = plainInlineNote({ plain: [{ chars: 200_000, marks: 100_000, start: '*a*a*a' }] }, () => 7);
    expect(note).toEqual({ line: 7, message: 'a paragraph of 200,000 characters with 100,000 marks (*, _, ~, `, [, !, links) is shown as plain text, marks and all: reading that many marks would take too long; split it into shorter paragraphs (a blank line between them), or write fewer marks' });
    expect(plainInlineNote({ plain: [] }, () => 1)).toBeNull();
  });
});
