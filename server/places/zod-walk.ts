// The few facts the place engine reads from a zod (classic) schema: what a field is under its
// wrappers (optional, default, prefault, a transform's input), whether it may be left out, and
// its checks and metadata. Both the form description and the cleaning of submitted values walk
// schemas the same way, so they agree on what "optional" and "a list of objects" mean.
import { z } from 'zod';

/** A schema as zod 4 keeps it: its definition, by type. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  defaultValue?: unknown;
  checks?: { _zod: { def: { check: string; minimum?: number; format?: string } } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  valueType?: z.ZodType;
}

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A field's schema under its wrappers, and what the wrappers say. */
export interface Unwrapped {
  core: z.ZodType;
  /** Wrapped in optional or nullable: may be left out. */
  optional: boolean;
  /** Has a default (or a prefault): left out, that value applies. */
  hasDefault: boolean;
  defaultValue?: unknown;
  /** The metadata given anywhere on the way down (`.meta({format: 'image'})`). */
  meta: Record<string, unknown>;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

export function unwrap(schema: z.ZodType): Unwrapped {
  const found: Unwrapped = { core: schema, optional: false, hasDefault: false, meta: {} };
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    Object.assign(found.meta, z.globalRegistry.get(current) ?? {});
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'nullable') found.optional = true;
    if ((def.type === 'default' || def.type === 'prefault') && !found.hasDefault) {
      found.hasDefault = true;
      const value = def.defaultValue;
      found.defaultValue = typeof value === 'function' ? (value as () => unknown)() : value;
    }
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else break;
  }
  found.core = current;
  return found;
}

/** The smallest length a string or array check asks for (0 when none). */
export function minimumLength(schema: z.ZodType): number {
  const checks = defOf(schema).checks ?? [];
  return Math.max(0, ...checks.map((check) => (check._zod.def.check === 'min_length' ? (check._zod.def.minimum ?? 0) : 0)));
}

/** A string check's format (email, url…), when it has one. */
export function stringFormat(schema: z.ZodType): string | undefined {
  return defOf(schema).checks?.find((check) => check._zod.def.check === 'string_format')?._zod.def.format;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
