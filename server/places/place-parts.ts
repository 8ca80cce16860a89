// The two kinds of file a place writes, each read and written with the schema the content index
// reads it with: sections of the settings file (site.yaml: owner, hero, services…) and a Markdown
// page (about.md, projects/<slug>.md, templates/<slug>.md: front matter fields and the body).
// Both write with the YAML Document API and carry only the changed lines into the owner's text
// (yaml-text.ts), so comments, key order and the rest of the file stay as the owner wrote them.
import { Document, isMap, parseDocument } from 'yaml';
import type { z } from 'zod';
import type { FormField } from '../../src/lib/api/places';
import { siteSettingsSchema, type SiteSettings } from '../../src/lib/schemas/content-schemas';
import { ApiError } from '../api/api-error';
import { ourMessage } from '../content/validation-messages';
import { describeField } from './form-description';
import { cleanValue } from './place-values';
import { writeChanges } from './yaml-changes';
import { editedText, YAML_PRINT } from './yaml-text';
import { isPlainObject } from './zod-walk';

/** A field the schema refused: its path in the form's values, and what to write. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** One file of a place. */
export interface PlacePart {
  file: string;
  form: FormField[];
  /** The form's values from the file's text (null: there is no file yet). */
  values(text: string | null): Record<string, unknown>;
  /** The file's new text from the form's values, or the fields to fix. */
  write(text: string | null, values: Record<string, unknown>): { text: string } | { issues: FieldIssue[] };
}

const settingsShape = siteSettingsSchema.shape as unknown as Record<keyof SiteSettings, z.ZodType>;

/** A YAML text as a document; a text that does not parse is the owner's to fix first. */
function yamlDocument(file: string, text: string): Document {
  const doc = parseDocument(text, { version: '1.1' });
  if (doc.errors.length > 0) throw new ApiError(422, 'unreadable_file', `${file} does not parse (${doc.errors[0]!.message.split('\n')[0]}); fix it by hand first (see Content Problems).`);
  return doc;
}

/** Each key's value: the schema's reading of what is written, else what the site serves now. */
function keyValues(shape: Record<string, z.ZodType>, keys: readonly string[], written: Record<string, unknown>, served: (key: string) => unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of keys) {
    const parsed = shape[key]!.safeParse(written[key]);
    values[key] = parsed.success ? parsed.data : (served(key) ?? written[key]);
  }
  return values;
}

/**
 * Applies the form's values of `keys` to `doc` where what the schema reads changed; answers the
 * fields it refused. `written` is the document's data now.
 */
function applyKeys(doc: Document, shape: Record<string, z.ZodType>, keys: readonly string[], written: Record<string, unknown>, values: Record<string, unknown>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const key of keys) {
    const schema = shape[key]!;
    const input = cleanValue(schema, values[key]);
    const after = schema.safeParse(input);
    if (!after.success) {
      for (const issue of after.error.issues) issues.push({ path: [key, ...issue.path].join('.'), message: ourMessage({ ...issue, path: [key, ...issue.path] } as z.core.$ZodIssue, { [key]: input }) });
      continue;
    }
    const before = schema.safeParse(written[key]);
    writeChanges(doc, [key], before.success ? before.data : undefined, after.data, input);
  }
  return issues;
}

/** Sections (top-level keys) of the settings file. */
export function settingsPart(file: string, keys: readonly (keyof SiteSettings)[], served: () => SiteSettings): PlacePart {
  return {
    file,
    form: keys.map((key) => describeField(key, settingsShape[key])),
    values(text) {
      const data = text === null ? {} : parseDocument(text, { version: '1.1' }).toJS();
      return keyValues(settingsShape, keys, isPlainObject(data) ? data : {}, (key) => served()[key as keyof SiteSettings]);
    },
    write(text, values) {
      const doc = yamlDocument(file, text ?? '');
      const untouched = yamlDocument(file, text ?? '');
      const data = doc.toJS();
      const issues = applyKeys(doc, settingsShape, keys, isPlainObject(data) ? data : {}, values);
      if (issues.length > 0) return { issues };
      return { text: text === null || text.trim() === '' ? doc.toString(YAML_PRINT) : editedText(text, untouched, doc) };
    },
  };
}

/** A Markdown file's front matter block (YAML between `---` lines) and body. */
const FRONT_MATTER = /^(\uFEFF?)---[ \t]*(?:ya?ml)?[ \t]*\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** Front matter the console does not write: TOML (`+++`, `---toml`) or Hugo's JSON. */
const OTHER_FRONT_MATTER = /^\uFEFF?(\+\+\+|---[ \t]*[A-Za-z]|\{)/;

/** A Markdown page: the schema's fields from its front matter, and its body as `body`. */
export function markdownPart(options: { file: string; schema: z.ZodObject; served: () => Record<string, unknown> | undefined; hidden?: readonly string[] }): PlacePart {
  const { file, schema } = options;
  const shape = schema.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape).filter((key) => !options.hidden?.includes(key));
  const split = (text: string | null) => {
    const match = text === null ? null : FRONT_MATTER.exec(text);
    if (!match) return { yaml: null, body: text ?? '', gap: '\n' };
    const rest = text!.slice(match[0].length);
    const gap = /^(\r?\n)*/.exec(rest)![0];
    return { yaml: match[2] ?? '', body: rest.slice(gap.length), gap };
  };
  return {
    file,
    form: keys.map((key) => describeField(key, shape[key]!)),
    values(text) {
      const { yaml, body } = split(text);
      const data = yaml === null ? {} : parseDocument(yaml, { version: '1.1' }).toJS();
      const served = options.served() ?? {};
      return { ...keyValues(shape, keys, isPlainObject(data) ? data : {}, (key) => served[key]), body: body.replace(/\s+$/, '') };
    },
    write(text, values) {
      if (text !== null && !FRONT_MATTER.test(text) && OTHER_FRONT_MATTER.test(text)) {
        throw new ApiError(422, 'unwritable_front_matter', `${file} has its front matter in TOML or JSON; the console writes YAML front matter only. Edit this file by hand, or turn its front matter into YAML between --- lines first.`);
      }
      const { yaml, body, gap } = split(text);
      // A page without YAML front matter (none, or TOML) gets a YAML block; its body stays.
      const source = yaml ?? '';
      const doc = yamlDocument(file, source);
      const untouched = yamlDocument(file, source);
      if (!isMap(doc.contents)) doc.contents = doc.createNode({}) as typeof doc.contents;
      const data = doc.toJS();
      const issues = applyKeys(doc, shape, keys, isPlainObject(data) ? data : {}, values);
      if (typeof values.body !== 'string' && values.body !== undefined) issues.push({ path: 'body', message: 'must be text' });
      if (issues.length > 0) return { issues };
      const newBody = typeof values.body === 'string' ? values.body.trim() : body.trim();
      // A page that has no front matter and gains no field stays without it.
      if (yaml === null && isMap(doc.contents) && doc.contents.items.length === 0) return { text: `${newBody}\n` };
      const front = source.trim() === '' ? doc.toString(YAML_PRINT) : editedText(source, untouched, doc);
      return { text: `---\n${front.trim() === '{}' ? '' : front}---\n${gap}${newBody}\n` };
    },
  };
}
