// Post bodies kept compressed in memory (decision 071). A post's sanitized HTML is most of what
// the index holds at scale — about 49 of the 118 MB of heap at 10,000 realistic posts, highlighted
// code and heading anchors included — and it is read only when one post is served whole: its
// page, its API answer, a feed, a search fill or snippet. So the parser worker compresses it
// (Brotli's fastest quality: 2.8× smaller in ~50 µs, on the worker's core, not the main thread's)
// and the main thread keeps the bytes, with `content` an own, enumerable getter that
// decompresses them (~40 µs a read). Every reader sees a `Post` as before: JSON, spreads and
// `post.content` all read it.
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/** Brotli's fastest quality, with a window larger than most bodies (a smaller one costs more time here, not less). */
const BROTLI_FASTEST = { [constants.BROTLI_PARAM_QUALITY]: 0, [constants.BROTLI_PARAM_LGWIN]: 16, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };

/** Bodies shorter than this stay strings: compressing them saves less than the bytes' own upkeep. */
const PACK_MIN_CHARS = 1024;

/** A body's compressed bytes, in a buffer of their own size (sent to the main thread as it is), or null when it is kept as a string. */
export function packBody(html: string): Uint8Array | null {
  if (html.length < PACK_MIN_CHARS) return null;
  // zlib's answer is a view on a larger output buffer: copied, it holds its own bytes alone.
  return new Uint8Array(brotliCompressSync(html, { params: BROTLI_FASTEST }));
}

/** Each packed item's bytes (withPackedContent), for the getter all of them share. */
const packedBodies = new WeakMap<object, Uint8Array>();

function unpackedContent(this: object): string {
  return brotliDecompressSync(packedBodies.get(this)!).toString('utf8');
}

/**
 * `item` (sent without its `content`), its `content` read from `packed` whenever it is asked for.
 * One getter for every item: V8 then gives them all one shape (a getter of their own would turn
 * each object into a dictionary, some 800 bytes more a post).
 */
export function withPackedContent<T extends { content: string }>(item: Omit<T, 'content'>, packed: Uint8Array): T {
  packedBodies.set(item, packed);
  return Object.defineProperty(item, 'content', { enumerable: true, configurable: true, get: unpackedContent }) as T;
}
