// A place's form, derived from the zod schema the server reads its file with (no second list of
// fields): each key of the schema becomes a field the console renders generically: text (long
// for descriptions and texts), a number, a yes/no, a choice, a list of texts, a list of items
// with their own fields, a group, or name/value pairs. Labels come from the key names; an image
// reference is the field the schema marks `.meta({format: 'image'})`.
import type { z } from 'zod';
import type { FormField } from '../../src/lib/api/places';
import { defOf, minimumLength, stringFormat, unwrap } from './zod-walk';

/** Keys whose text runs to sentences: shown as a text area. */
const LONG_TEXTS = new Set(['description', 'text', 'answer', 'summary']);

/** Words written in capitals in a label. */
const CAPITALS: Record<string, string> = { url: 'URL', faq: 'FAQ', id: 'ID', cta: 'CTA' };

/** `callToAction` → "Call to action", `iframeUrl` → "Iframe URL". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => CAPITALS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What one item of a list is called: "Services" → "Service". */
function itemLabelOf(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/[^s]s$/.test(label)) return label.slice(0, -1);
  return `${label} item`;
}

/** The fields of an object schema, in its key order. */
export function describeObject(shape: Record<string, z.ZodType>): FormField[] {
  return Object.entries(shape).map(([name, schema]) => describeField(name, schema));
}

export function describeField(name: string, schema: z.ZodType): FormField {
  const { core, optional, hasDefault, defaultValue, meta } = unwrap(schema);
  const def = defOf(core);
  const label = labelOf(name);
  const may = optional || hasDefault;
  const base = { name, label, ...(typeof defaultValue === 'string' && defaultValue !== '' && { fallback: defaultValue }) };
  switch (def.type) {
    case 'object':
      return { ...base, required: false, kind: 'group', optional, fields: describeObject(def.shape ?? {}) };
    case 'array': {
      const element = unwrap(def.element!).core;
      const min = minimumLength(core);
      if (defOf(element).type === 'object') return { ...base, required: !may && min > 0, kind: 'objectList', min, itemLabel: itemLabelOf(label), fields: describeObject(defOf(element).shape ?? {}) };
      return { ...base, required: !may && min > 0, kind: 'textList', min };
    }
    case 'record':
      return { ...base, required: false, kind: 'textMap' };
    case 'boolean':
      return { ...base, required: false, kind: 'boolean' };
    case 'number':
      return { ...base, required: !may, kind: 'number', integer: (def.checks ?? []).some((check) => check._zod.def.format === 'safeint') };
    case 'enum':
      return { ...base, required: !may, kind: 'enum', options: Object.values(def.entries ?? {}) };
    case 'string': {
      const format = meta.format === 'image' || meta.format === 'url' ? meta.format : stringFormat(core) === 'email' ? 'email' : undefined;
      return { ...base, required: !may && minimumLength(core) > 0, kind: 'text', long: LONG_TEXTS.has(name), ...(format && { format }) };
    }
    default:
      // A union (text, a number or a date read as text), a transform's input: written as text.
      return { ...base, required: !may, kind: 'text', long: LONG_TEXTS.has(name) };
  }
}
