// The memory a start went through, given back once the index is built and again once the
// search has its first fill (decision 070).
// Building the index of 10,000 posts and its search leaves V8 holding a 32 MB young generation
// and some 20 MB of garbage, which it keeps while the site idles: 300 MB of RSS where the site
// serves from 250. Two full collections give it back (the first empties and shrinks the young
// generation, the second compacts the old one): 0.2–0.3 s each at 10,000 posts, a few
// milliseconds at 100, twice per start.
//
// Node exposes no collection to call without the --expose-gc flag, which the ways the server is
// started would all have to pass; it is turned on for the moment it takes to fetch V8's `gc`
// function into a fresh context, then off again (as Jest's leak detector does).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null | undefined;

function collector(): (() => void) | null {
  if (gc !== undefined) return gc;
  try {
    setFlagsFromString('--expose-gc');
    const found: unknown = runInNewContext('gc');
    gc = typeof found === 'function' ? (found as () => void) : null;
  } catch {
    gc = null;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
  return gc;
}

/** Collects the start's garbage and shrinks the heap; false when this Node offers no way to. */
export function collectStartGarbage(): boolean {
  const collect = collector();
  if (!collect) return false;
  collect();
  collect();
  return true;
}
