// Submitted form values made ready for the schema, the way an owner means them: a field left
// blank where the schema has a default or may be left out is left out (so the default applies,
// and the file does not gain an empty key), an optional group left all blank goes away, blank
// lines of a list of texts are dropped. What remains is checked by the file's own schema.
import type { z } from 'zod';
import { defOf, isPlainObject, unwrap } from './zod-walk';

export function cleanValue(schema: z.ZodType, value: unknown): unknown {
  const { core, optional, hasDefault } = unwrap(schema);
  const mayGo = optional || hasDefault;
  if (mayGo && (value === '' || value === null || (typeof value === 'string' && value.trim() === ''))) return undefined;
  const def = defOf(core);
  if (def.type === 'object' && isPlainObject(value)) {
    const cleaned = cleanObject(def.shape ?? {}, value);
    return optional && Object.values(cleaned).every((each) => each === undefined) ? undefined : cleaned;
  }
  if (def.type === 'array' && Array.isArray(value)) {
    const element = def.element!;
    const items = value.map((each) => cleanValue(element, each));
    return defOf(unwrap(element).core).type === 'string' ? items.filter((each) => !(typeof each === 'string' && each.trim() === '')) : items;
  }
  return value;
}

/** Each key of the shape cleaned; keys the schema does not know are kept, for the schema to name. */
export function cleanObject(shape: Record<string, z.ZodType>, value: Record<string, unknown>): Record<string, unknown> {
  const cleaned: Record<string, unknown> = {};
  for (const [key, each] of Object.entries(value)) {
    const field = shape[key];
    const next = field ? cleanValue(field, each) : each;
    if (next !== undefined) cleaned[key] = next;
  }
  return cleaned;
}

/** Deep equality of plain data (what YAML and JSON hold). */
export function sameData(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
