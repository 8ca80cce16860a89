// What the console's places answer (console-endpoints.ts): a place is one page or section of the
// site that the console edits through the same files an owner edits by hand (site.yaml sections,
// about.md, projects/<slug>.md, templates/<slug>.md). Its form is described by the server from
// the zod schema that reads the file (server/places/form-description.ts), so the console renders
// any place's fields without a list of its own. Types only: the browser bundle holds no schema.
import type { SaveSync } from './sync-status';

/** One field of a place's form, as derived from the file's schema. */
export type FormField = {
  /** The key in the values (a nested field's key within its group or list item). */
  name: string;
  label: string;
  /** Left empty, the save is refused (no default applies). */
  required: boolean;
  /** What a field left empty means, shown beside it: the default that applies. */
  fallback?: string;
} & FieldKind;

export type FieldKind =
  | { kind: 'text'; long: boolean; format?: 'image' | 'email' | 'url' }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: string[] }
  | { kind: 'textList'; min: number }
  | { kind: 'textMap' }
  | { kind: 'group'; fields: FormField[]; optional: boolean }
  | { kind: 'objectList'; fields: FormField[]; min: number; itemLabel: string };

/** A place the console lists: a section of the settings, a page, or a collection of items. */
export interface PlaceSummary {
  id: string;
  label: string;
  /** One line on what the place changes on the site. */
  description: string;
  /** The files it writes, relative to the content folder. */
  files: string[];
  /** A collection (projects, templates): its items are opened one by one. */
  collection: boolean;
}

/** An item of a collection place. */
export interface PlaceItem {
  slug: string;
  title: string;
  file: string;
  /** Where the site serves it. */
  url: string;
}

export interface PlaceItems {
  items: PlaceItem[];
  /** The form of a new item (and of each item). */
  form: FormField[];
  /** Whether the console may add and delete items (projects yes, templates no: each needs its code). */
  canCreate: boolean;
  /** What a new item's text is called (the body of the Markdown file), or null when it has none. */
  body: string | null;
}

/** A place (or an item) opened for editing. */
export interface OpenedPlace {
  id: string;
  label: string;
  files: string[];
  /** Hash of the files' text as read: sent back with a save, so an edit made meanwhile is not overwritten. */
  version: string;
  values: Record<string, unknown>;
  form: FormField[];
  /** The label of the Markdown body when the place has one ("About text", "Project text"); its value is `values.body`. */
  body: string | null;
  /** The notes and errors the site has for the place's files now. */
  notes: string[];
  /** Where the site shows it. */
  url: string;
}

/** The answer to a save, a create or a delete. */
export interface SavedPlace {
  id: string;
  /** The item's slug, for an item of a collection. */
  slug?: string;
  files: string[];
  /** The commit made; null when nothing changed. */
  commit: string | null;
  /** The commit's message (what the console says it committed). */
  message: string;
  /** The files' new version, for the next save. */
  version: string;
  /** The notes the site has for the saved files afterwards. */
  notes: string[];
  url: string;
  sync: SaveSync;
}

/** An image uploaded from a place's form: committed at once under images/. */
export interface PlaceImage {
  /** Relative to the content folder: images/x.webp. */
  path: string;
  /** The site path a form writes: /images/x.webp. */
  url: string;
  /** The commit that added it; null when the same image was there already. */
  commit: string | null;
}
