// The values of a place's form, kept as the server sent them (plain data shaped by the form
// description): read and replaced by path, a new list item made blank from its fields, and the
// server's field errors (keyed by path: `services.0.title`) found for a field or a list item.
import type { FormField } from '../../../lib/api/places';

export type FieldPath = readonly (string | number)[];
export type FieldErrors = Readonly<Record<string, string>>;

export const pathKey = (path: FieldPath) => path.join('.');

export function valueAt(values: unknown, path: FieldPath): unknown {
  let current = values;
  for (const step of path) current = current === null || typeof current !== 'object' ? undefined : (current as Record<string | number, unknown>)[step];
  return current;
}

/** `values` with the value at `path` replaced (copies along the path; lists stay lists). */
export function withValue(values: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  if (Array.isArray(values)) {
    const copy = [...values];
    copy[step as number] = withValue(copy[step as number], rest, value);
    return copy;
  }
  const base = values !== null && typeof values === 'object' ? (values as Record<string, unknown>) : {};
  return { ...base, [step!]: withValue(base[step as string], rest, value) };
}

/** A new, empty value for a field: what "Add" puts in a list. */
export function blankOf(field: FormField): unknown {
  switch (field.kind) {
    case 'boolean':
      return false;
    case 'number':
      return '';
    case 'textList':
    case 'objectList':
      return [];
    case 'textMap':
      return {};
    case 'group':
      return Object.fromEntries(field.fields.map((each) => [each.name, blankOf(each)]));
    default:
      return '';
  }
}

/** A blank form: each field's empty value. */
export function blankValues(fields: readonly FormField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, blankOf(field)]));
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** The error for exactly this field, or for something inside it that no field of its own shows. */
export function errorFor(errors: FieldErrors, path: FieldPath): string | undefined {
  return errors[pathKey(path)];
}

/** How many errors are at or under `path` (a collapsed group or list item says it holds some). */
export function errorsUnder(errors: FieldErrors, path: FieldPath): number {
  const key = pathKey(path);
  return Object.keys(errors).filter((each) => each === key || each.startsWith(`${key}.`)).length;
}
