import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, hasChanges, parseDraft, readDraft, serializeDraft, writeDraft, type DraftStorage, type FormDraft } from './form-draft';
import { emptyPostForm } from './post-form-values';

const shape = emptyPostForm('Alex Rivera', new Date('2026-11-22T10:00:00.000Z'));
const draft: FormDraft = {
  values: { ...shape, title: 'Clustering pins', content: '# Why\n\nBecause.', format: 'markdown', featured: true },
  savedAt: '2026-11-22T10:05:00.000Z',
  baseVersion: null,
  publishAtChosen: false,
};

/** A Storage-shaped map, as localStorage behaves. */
function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

describe('draftKey', () => {
  it('keeps the new-post form and each existing post apart', () => {
    expect(draftKey(null)).toBe('folio.console.draft.new');
    expect(draftKey('clustering-pins')).toBe('folio.console.draft.post:clustering-pins');
    expect(draftKey('new')).not.toBe(draftKey(null));
  });
});

describe('serializeDraft / parseDraft', () => {
  it('round-trips every field of the form', () => {
    expect(parseDraft(serializeDraft(draft), shape)).toEqual(draft);
    const edit = { ...draft, baseVersion: 'abc123', publishAtChosen: true };
    expect(parseDraft(serializeDraft(edit), shape)).toEqual(edit);
  });

  it('ignores what is not a kept form: nothing, bad JSON, another shape, a field of the wrong type', () => {
    expect(parseDraft(null, shape)).toBeNull();
    expect(parseDraft('{not json', shape)).toBeNull();
    expect(parseDraft(JSON.stringify({ ...JSON.parse(serializeDraft(draft)), v: 2 }), shape)).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 1, savedAt: 'x', baseVersion: null, publishAtChosen: false, values: { ...draft.values, featured: 'yes' } }), shape)).toBeNull();
  });

  it('keeps the rest when a field the form has gained is missing: it starts as in an empty form', () => {
    const missing: Record<string, unknown> = { ...draft.values };
    delete missing.content;
    const parsed = parseDraft(JSON.stringify({ v: 1, savedAt: 'x', baseVersion: null, publishAtChosen: false, values: missing }), shape);
    expect(parsed?.values).toEqual({ ...draft.values, content: shape.content });
  });

  it('drops fields the form no longer has', () => {
    const text = JSON.stringify({ ...JSON.parse(serializeDraft(draft)), values: { ...draft.values, readTime: '3 min' } });
    expect(parseDraft(text, shape)?.values).toEqual(draft.values);
  });
});

describe('hasChanges', () => {
  it('is false for the starting values and true once any field differs', () => {
    expect(hasChanges({ ...shape }, shape)).toBe(false);
    expect(hasChanges({ ...shape, format: 'markdown' }, shape)).toBe(true);
    expect(hasChanges({ ...shape, featured: true }, shape)).toBe(true);
  });
});

describe('readDraft / writeDraft / clearDraft', () => {
  it('keeps a form under its key and clears it', () => {
    const storage = memoryStorage();
    writeDraft(storage, draftKey(null), draft);
    expect(readDraft(storage, draftKey(null), shape)).toEqual(draft);
    expect(readDraft(storage, draftKey('clustering-pins'), shape)).toBeNull();
    clearDraft(storage, draftKey(null));
    expect(storage.items.size).toBe(0);
  });

  it('works without storage and where storage refuses', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readDraft(null, draftKey(null), shape)).toBeNull();
    expect(readDraft(refusing, draftKey(null), shape)).toBeNull();
    expect(() => clearDraft(refusing, draftKey(null))).not.toThrow();
  });
});
