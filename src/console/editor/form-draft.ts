// The editor's unsaved form kept in the browser (localStorage) while the owner types, so a
// reload, a closed tab or a click away loses nothing: one entry for the new-post form and one per
// existing post (by the slug it was opened with). An edit remembers the server version it started
// from, so a post changed on the server since is offered, not restored over it. What is read back
// is untrusted (another tab, an older console, a hand edit): anything not shaped like the form is
// ignored as if nothing were kept.
import type { PostFormValues } from '../../lib/schemas/blog-post';

const PREFIX = 'folio.console.draft';
const SHAPE_VERSION = 1;

/** The storage a draft lives in: window.localStorage in the browser. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface FormDraft {
  values: PostFormValues;
  /** When it was kept (ISO), shown to the owner. */
  savedAt: string;
  /** The server version an edit started from; null for a new post. */
  baseVersion: string | null;
  /** Whether the owner chose the publish time; if not, a restored form takes the time of now. */
  publishAtChosen: boolean;
}

/** The key of a post's draft: the new-post form, or an existing post by its slug. */
export function draftKey(slug: string | null): string {
  return slug === null ? `${PREFIX}.new` : `${PREFIX}.post:${slug}`;
}

export function serializeDraft(draft: FormDraft): string {
  return JSON.stringify({ v: SHAPE_VERSION, ...draft });
}

/** The draft kept under a key, or null when there is none or it is not one the form can take. */
export function parseDraft(text: string | null, shape: PostFormValues): FormDraft | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  return draftFromData(data, shape);
}

/** A draft read from parsed JSON (the browser's copy, or the server's revision), checked as parseDraft does. */
export function draftFromData(data: unknown, shape: PostFormValues): FormDraft | null {
  if (!isRecord(data) || data.v !== SHAPE_VERSION || typeof data.savedAt !== 'string' || !isRecord(data.values)) return null;
  if (!(data.baseVersion === null || typeof data.baseVersion === 'string') || typeof data.publishAtChosen !== 'boolean') return null;
  const values: Record<string, unknown> = {};
  // Every field of the form, each of the form's own type; fields the form no longer has are
  // dropped, and one it has gained since (absent from the kept copy) starts as in an empty form.
  for (const [name, empty] of Object.entries(shape)) {
    const value = data.values[name] === undefined ? empty : data.values[name];
    if (typeof value !== typeof empty) return null;
    values[name] = value;
  }
  return { values: values as unknown as PostFormValues, savedAt: data.savedAt, baseVersion: data.baseVersion, publishAtChosen: data.publishAtChosen };
}

/** True when the form holds something its starting values (the server's post, or the empty form) do not. */
export function hasChanges(values: PostFormValues, base: PostFormValues): boolean {
  return (Object.keys(base) as (keyof PostFormValues)[]).some((name) => values[name] !== base[name]);
}

export function readDraft(storage: DraftStorage | null, key: string, shape: PostFormValues): FormDraft | null {
  try {
    return parseDraft(storage?.getItem(key) ?? null, shape);
  } catch {
    // Storage refused (a privacy mode): nothing kept.
    return null;
  }
}

export function writeDraft(storage: DraftStorage | null, key: string, draft: FormDraft): void {
  try {
    storage?.setItem(key, serializeDraft(draft));
  } catch (error) {
    // Full or refused: the form still works, only the browser copy is missing.
    console.warn('Keeping the unsaved form in this browser failed', error);
  }
}

export function clearDraft(storage: DraftStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clear where storage is refused.
  }
}

/** The browser's localStorage, or null on the server or where it is refused. */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The post being edited in this tab (sessionStorage), so a reload reopens its editor. */
const EDITING_KEY = `${PREFIX}.editing`;

export function rememberEditing(slug: string | null): void {
  try {
    if (slug === null) window.sessionStorage.removeItem(EDITING_KEY);
    else window.sessionStorage.setItem(EDITING_KEY, slug);
  } catch {
    // Refused storage: a reload shows the new-post form, the edit is still kept under its slug.
  }
}

export function rememberedEditing(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage.getItem(EDITING_KEY);
  } catch {
    return null;
  }
}
