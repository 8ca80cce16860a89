// Memory a large piece of work went through, given back to the system once it is done (decision
// 070). A start of 10,000 posts grows V8's young generation to its largest (32 MB, 3 of it in
// use) and leaves tens of MB of garbage, which V8 keeps for as long as the site idles. An
// in-process inspector session asks V8 for what a system short of memory gets
// (`HeapProfiler.collectGarbage`, V8's low-memory notification): full collections that shrink
// the young generation and hand the freed pages back. No V8 flag is set: turning --expose-gc on
// and off at run time crashed a CI run in V8 while the parser workers compiled.
import type { Logger } from './logger';

/** At most one collection in this long: it holds the main thread for a few hundred ms at 10,000 posts. */
const MIN_INTERVAL_MS = 60_000;

/**
 * A function that, called when a large piece of work is over (the search's fill of a start or a
 * big pull), collects the garbage it left, at most once per MIN_INTERVAL_MS. It does nothing in a
 * Node built without the inspector.
 */
export function memoryGiver(logger: Logger, collect: () => Promise<void> = collectAllGarbage): () => void {
  let last = -Infinity;
  let running = false;
  return () => {
    if (running || performance.now() - last < MIN_INTERVAL_MS) return;
    running = true;
    last = performance.now();
    void collect()
      .catch((error: unknown) => logger.warn(`memory: could not give back the memory the start used (${(error as Error).message})`))
      .finally(() => (running = false));
  };
}

/** One full collection of everything unreachable, through an inspector session of this process. */
export async function collectAllGarbage(): Promise<void> {
  const inspector = await import('node:inspector/promises').catch(() => null);
  if (!inspector) return;
  const session = new inspector.Session();
  session.connect();
  try {
    await session.post('HeapProfiler.collectGarbage');
  } finally {
    // After the answer, not inside its callback: disconnecting there leaves the event loop stuck.
    session.disconnect();
  }
}
