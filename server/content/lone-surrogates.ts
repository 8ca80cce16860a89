// Half a character in front matter. A file's bytes always decode to whole characters, but an
// escape in a quoted value (YAML "\ud800", JSON "\ud800") can name one half of a UTF-16 pair
// alone. Kept, it reaches every JSON answer as \ud800, which strict JSON parsers refuse, and
// feeds and pages as bytes that are no UTF-8. It is read as U+FFFD (�), with a note.

/** A high surrogate with no low one after it, or a low one with no high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const LONE_SURROGATE_MESSAGE = 'holds half of a character (an escape such as "\\ud800" without its other half), read as � (write the character itself, or both halves of its escape)';

/** `text` with each lone surrogate replaced by U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * Front matter data with every text (keys too, at any depth) made well-formed, and the top-level
 * fields that held a lone surrogate, to be named in a note. Data without one is returned as is.
 */
export function wellFormedData(data: Record<string, unknown>): { data: Record<string, unknown>; fields: string[] } {
  const fields: string[] = [];
  const mended: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const fixedKey = wellFormed(key);
    const fixedValue = mend(value);
    if (fixedKey !== key || fixedValue !== value) fields.push(fixedKey);
    mended[fixedKey] = fixedValue;
  }
  return fields.length === 0 ? { data, fields } : { data: mended, fields };
}

/** The value with its texts made well-formed: the same value when nothing changed. */
function mend(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) {
    const items = value.map(mend);
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const { data, fields } = wellFormedData(value as Record<string, unknown>);
    return fields.length === 0 ? value : data;
  }
  return value;
}
