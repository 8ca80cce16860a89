// A path on this site, as a map project's frame may name one (decision 068). Its own module, so
// the map overlay's lazily loaded part takes it without moving url-rules.ts into a chunk of its own.

/** A path on this site (/demos/map.html): one slash, never `//host` (another site) or `/\\`. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}
