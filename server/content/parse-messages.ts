// What the main thread and a content parser worker say to each other (parse-pool.ts,
// parse-worker.ts). Structured-cloned: plain data, Dates and Sets only.
import type { SourceFormat } from './content-paths';
import type { ParseResult } from './parse-content-file';

export type ParserRequest =
  /** A content index starts using the parsers: what it knows of the content's media. */
  | { type: 'open'; session: number; contentDir: string; assets: string[]; publicFiles: string[] | null }
  | { type: 'close'; session: number }
  /** A content image or media file appeared (present) or went. */
  | { type: 'asset'; session: number; file: string; present: boolean }
  /**
   * Read `file` from disk (or take `text` as its content) and parse it. `plainCode`: its code
   * blocks are left unhighlighted (the second try of a file whose first overran the deadline).
   */
  | { type: 'parse'; job: number; session: number; file: string; text?: string; plainCode?: boolean }
  /** Render and sanitize a body alone (the console's preview of a body the site would refuse). */
  | { type: 'render'; job: number; body: string; format: SourceFormat; plainCode?: boolean }
  /** The answer to an `ask`: the file's first commit date (ISO), or null. */
  | { type: 'answer'; ask: number; date: string | null };

export type ParserReply =
  | { type: 'ready' }
  /** `packedContent`: a post's body compressed (packed-body.ts); the post is then sent without `content`. */
  | { type: 'parsed'; job: number; stamp: string | null; result: ParseResult | 'missing'; packedContent?: Uint8Array; languages?: string[] }
  | { type: 'rendered'; job: number; html: string }
  | { type: 'failed'; job: number; message: string }
  /** The worker needs a file's first commit date: Git runs on the main thread. */
  | { type: 'ask'; session: number; ask: number; file: string };
