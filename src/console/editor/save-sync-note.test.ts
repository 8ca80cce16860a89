// The words the editor shows after a save about the remote, one per outcome the server answers.
import { describe, expect, it } from 'vitest';
import { saveSyncNote } from './save-sync-note';

describe('saveSyncNote', () => {
  it('adds nothing when sync is off', () => {
    expect(saveSyncNote({ state: 'off', conflict: null })).toBeNull();
  });

  it('says a pushed save is backed up and a pending one is still on its way', () => {
    expect(saveSyncNote({ state: 'pushed', conflict: null })?.text).toBe('Backed up: the remote has this save too.');
    expect(saveSyncNote({ state: 'pending', conflict: null })?.text).toMatch(/still being pushed .* the Backup tab shows when it lands/);
  });

  it("names a failed push's error and that the save is kept here", () => {
    const note = saveSyncNote({ state: 'failed', conflict: null, error: 'the remote did not answer' });
    expect(note).toEqual({ tone: 'warning', text: expect.stringContaining('Saved here, not on the remote yet: the push failed (the remote did not answer).') });
  });

  it("names the copy that keeps the owner's version in a conflict", () => {
    const note = saveSyncNote({ state: 'conflict', conflict: { file: 'posts/a.md', copy: 'conflicts/2026-11-26/posts/a.md', at: '2026-11-26T10:00:00.000Z' } });
    expect(note?.text).toContain("the site now shows the remote's version, and yours is kept in conflicts/2026-11-26/posts/a.md");
    expect(note?.text).toContain('Backup tab');
  });
});
