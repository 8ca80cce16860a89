// What a content index sees of the content parser pool (parse-pool.ts): a session, through which
// it reads and parses its files, and the shapes of what comes back.
import { withPackedContent } from './packed-body';
import type { ParserReply } from './parse-messages';
import type { ParseResult } from './parse-content-file';

/** A file read from disk and parsed: its stamp (size and mtime before the read) and the result. */
export interface ParseOutcome {
  stamp: string | null;
  result: ParseResult | 'missing';
}

export interface SessionOptions {
  contentDir: string;
  /** The index's own set of content images: read when a worker starts, deltas sent as they change. */
  assets: ReadonlySet<string>;
  publicFiles: ReadonlySet<string> | null;
  firstCommitDate(file: string): Promise<Date | null>;
}

/** One content index's use of the pool. */
export interface ParseSession {
  /**
   * Reads `file` (relative to the content folder) and parses it. `setAside` is told when the file
   * is set aside as slow: its answer comes once the slow lane has read it. `batch`: the caller
   * waits for a batch of files as a whole (the start), and the file is set aside at the slow mark
   * even when nothing else waits.
   */
  readAndParse(file: string, options?: { setAside?: () => void; batch?: boolean }): Promise<ParseOutcome>;
  /** Parses `text` as if it were `file`, without reading or keeping anything. */
  parse(file: string, text: string): Promise<ParseResult>;
  /** Tells the workers that a content image appeared or went (call after the index's own set changed). */
  assetChanged(file: string, present: boolean): void;
  close(): void;
}

/** A parse's result, a post's compressed body (parse-worker.ts) put back behind its `content` (packed-body.ts). */
export function unpacked<Result extends ParseResult | 'missing'>(result: Result, packedContent: Uint8Array | undefined): Result {
  if (packedContent && result !== 'missing' && result.ok && result.parsed.kind === 'post') withPackedContent(result.parsed.item, packedContent);
  return result;
}

/** A job the worker could not finish, as the problem that keeps the file out. */
export function failure(file: string, reply: ParserReply): ParseResult {
  const message = reply.type === 'failed' ? reply.message : 'could not be read';
  return { ok: false, problems: [{ file, level: 'error', message }], assets: [] };
}
