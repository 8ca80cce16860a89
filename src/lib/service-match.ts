// Turns a `?service=` value into one of the contact form's service options. The
// Services cards link with their own titles, which are not always option names ('Mapping
// Software Solutions' → 'Mapping Solutions'), so options are matched by meaning: the exact name
// first, then the option sharing the most significant words, compared by a crude stem so that
// plurals and '-ing' forms agree. No shared word means no preselection.

/** Words that say nothing about which service is meant. */
const FILLER = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'my', 'your', 'with', 'to', 'in', 'on', 'custom', 'services', 'service']);

function stem(word: string): string {
  let base = word;
  if (base.length > 4 && base.endsWith('ies')) base = `${base.slice(0, -3)}y`;
  else if (base.length > 3 && base.endsWith('s') && !base.endsWith('ss')) base = base.slice(0, -1);
  if (base.length > 5 && base.endsWith('ing')) base = base.slice(0, -3);
  // 'mapping' → 'mapp' → 'map', so it meets 'maps' → 'map'.
  if (/([b-df-hj-np-tv-z])\1$/.test(base)) base = base.slice(0, -1);
  return base;
}

function significantStems(text: string): Set<string> {
  const words = text.toLowerCase().normalize('NFKD').split(/[^a-z0-9]+/);
  return new Set(words.filter((word) => word && !FILLER.has(word)).map(stem));
}

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The option the value means, or undefined when it matches none. */
export function matchServiceOption(value: string | null | undefined, options: readonly string[]): string | undefined {
  if (!value || !value.trim()) return undefined;
  const exact = options.find((option) => normalized(option) === normalized(value));
  if (exact) return exact;

  const wanted = significantStems(value);
  let best: { option: string; shared: number; extra: number } | undefined;
  for (const option of options) {
    const stems = significantStems(option);
    const shared = [...stems].filter((word) => wanted.has(word)).length;
    if (shared === 0) continue;
    // Prefer more shared words; on a tie, the option with fewer words the value did not mention.
    const extra = stems.size - shared;
    if (!best || shared > best.shared || (shared === best.shared && extra < best.extra)) best = { option, shared, extra };
  }
  return best?.option;
}
