import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { editedText, patchLines } from './yaml-text';

const SITE = `# Settings, by hand.
owner:
  name: Alex   # the name
  description: >-
    A long folded text that the printer would put on one line
    if it printed this part again.

# Home's first view.
hero:
  headline: Old headline
  tagline: Builder
tags: [a, b]
`;

function edit(text: string, change: (doc: ReturnType<typeof parseDocument>) => void): string {
  const untouched = parseDocument(text);
  const edited = parseDocument(text);
  change(edited);
  return editedText(text, untouched, edited);
}

describe('editedText', () => {
  it('changes only the edited line: comments, order and a folded text stay as written', () => {
    const next = edit(SITE, (doc) => doc.setIn(['hero', 'headline'], 'New headline'));
    expect(next).toBe(SITE.replace('Old headline', 'New headline'));
  });

  it('adds and removes keys where they belong', () => {
    const added = edit(SITE, (doc) => doc.setIn(['hero', 'callLabel'], 'Book'));
    expect(added).toBe(SITE.replace('  tagline: Builder\n', '  tagline: Builder\n  callLabel: Book\n'));
    const removed = edit(SITE, (doc) => doc.deleteIn(['hero', 'tagline']));
    expect(removed).toBe(SITE.replace('  tagline: Builder\n', ''));
  });

  it('rewrites the folded text itself when that is what changed', () => {
    const next = edit(SITE, (doc) => doc.setIn(['owner', 'description'], 'Short.'));
    expect(next).toMatch(/  description: (>-\n    )?Short\.\n/);
    expect(next).toContain('  name: Alex   # the name\n');
    expect(next).not.toContain('folded');
  });

  it('answers the original when nothing changed', () => {
    expect(edit(SITE, () => undefined)).toBe(SITE);
  });
});

describe('patchLines', () => {
  it('lands an insertion between lines the print left alone', () => {
    expect(patchLines('A\nx\nb\n', 'a\nx\nb\n', 'a\nx\nnew\nb\n')).toBe('A\nx\nnew\nb\n');
  });
});
