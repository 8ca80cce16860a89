// A content parser worker: reads and parses content files off the main thread (parse-pool.ts
// sends the jobs). It holds, per content index, a mirror of what parsing asks of the index —
// which content images exist, which public files — kept current by the pool's messages, and
// asks the main thread for a file's first commit date (Git runs only there, decision 046).
// Everything else a parse needs (front matter, Markdown, sanitizing) is here, in this thread.
import { lstatSync, type Stats } from 'node:fs';
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { fileStamp } from './content-files';
import { classifyContentPath } from './content-paths';
import { takeNewLanguages } from './highlight-code';
import { readWithoutLinksSync, RefusedFileError } from './no-follow-read';
import { MAX_CONTENT_FILE_BYTES, parseContentFile, renderBody, type ParseContext, type ParseResult } from './parse-content-file';
import { packBody } from './packed-body';
import type { ParserReply, ParserRequest } from './parse-messages';

interface Session {
  contentDir: string;
  assets: Set<string>;
  publicFiles: Set<string> | null;
}

const sessions = new Map<number, Session>();
const asked = new Map<number, (date: Date | null) => void>();
let nextAsk = 0;

const port = parentPort!;
const reply = (message: ParserReply) => port.postMessage(message);

/**
 * Jobs run one after another in the order they came, even when one waits for an answer from the
 * main thread: the pool sends a worker its next job before the last is done (parse-pool.ts) and
 * times the oldest one it sent against the deadline.
 */
let lastJob: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const job = lastJob.then(work);
  lastJob = job.catch(() => undefined);
  return job;
}

port.on('message', (message: ParserRequest) => {
  switch (message.type) {
    case 'open':
      sessions.set(message.session, { contentDir: message.contentDir, assets: new Set(message.assets), publicFiles: message.publicFiles ? new Set(message.publicFiles) : null });
      return;
    case 'close':
      sessions.delete(message.session);
      return;
    case 'asset': {
      const assets = sessions.get(message.session)?.assets;
      if (message.present) assets?.add(message.file);
      else assets?.delete(message.file);
      return;
    }
    case 'answer':
      asked.get(message.ask)?.(message.date === null ? null : new Date(message.date));
      asked.delete(message.ask);
      return;
    case 'parse':
      void inTurn(() => parse(message.session, message.file, message.text, message.plainCode === true)).then(
        (outcome) => replyParsed(message.job, outcome),
        (error: unknown) => reply({ type: 'failed', job: message.job, message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    case 'render':
      void inTurn(() => renderBody(message.body, message.format, message.plainCode === true)).then(
        (html) => reply({ type: 'rendered', job: message.job, html }),
        (error: unknown) => reply({ type: 'failed', job: message.job, message: error instanceof Error ? error.message : String(error) }),
      );
  }
});

/** One file: read from disk when `text` is absent (its stamp taken first), then parsed. */
async function parse(sessionId: number, file: string, text: string | undefined, plainCode: boolean): Promise<{ stamp: string | null; result: ParseResult | 'missing' }> {
  const session = sessions.get(sessionId);
  if (!session) throw new Error(`no content index ${sessionId} in this parser`);
  const ref = classifyContentPath(file);
  if (!ref || ref.kind === 'asset' || ref.kind === 'ignored') return { stamp: null, result: { ok: false, problems: [{ file, level: 'error', message: 'is not a content file' }], assets: [] } };
  const context = { ...contextOf(sessionId, session), plainCode };
  if (text !== undefined) return { stamp: null, result: await parseContentFile(file, ref, text, context) };
  let read: { text: string; size: number; mtimeMs: number };
  try {
    // Blocking: this thread has nothing else to do meanwhile (no-follow-read.ts).
    read = readWithoutLinksSync(session.contentDir, file, MAX_CONTENT_FILE_BYTES);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { stamp: null, result: 'missing' };
    const message = error instanceof RefusedFileError ? error.message : `could not be read (${code ?? String(error)})`;
    // A refused file keeps its stamp, so a walk reads it again only once it changes.
    const info = lstatOrNull(path.join(session.contentDir, file));
    return { stamp: info && !info.isSymbolicLink() ? fileStamp(info) : null, result: { ok: false, problems: [{ file, level: 'error', message }], assets: [] } };
  }
  // The stamp is the open file's, taken before the read: a file that changes while it is read has moved past it.
  return { stamp: fileStamp(read), result: await parseContentFile(file, ref, read.text, context) };
}

/** A parse's outcome sent back, a post's body compressed (packed-body.ts) and its bytes handed over, not copied. */
function replyParsed(job: number, { stamp, result }: { stamp: string | null; result: ParseResult | 'missing' }): void {
  const languages = takeNewLanguages();
  const outcome = { stamp, result, ...(languages.length > 0 && { languages }) };
  const post = result !== 'missing' && result.ok && result.parsed.kind === 'post' ? result.parsed.item : null;
  const packedContent = post && packBody(post.content);
  if (!post || !packedContent) return reply({ type: 'parsed', job, ...outcome });
  // Sent without it: the main thread adds it back as a getter (a new property keeps the object's shape shared).
  Reflect.deleteProperty(post, 'content');
  port.postMessage({ type: 'parsed', job, ...outcome, packedContent } satisfies ParserReply, [packedContent.buffer as ArrayBuffer]);
}

function lstatOrNull(absolute: string): Stats | null {
  try {
    return lstatSync(absolute);
  } catch {
    return null;
  }
}

function contextOf(sessionId: number, session: Session): ParseContext {
  return {
    media: {
      hasContentAsset: (contentPath) => session.assets.has(contentPath),
      hasPublicFile: (sitePath) => (session.publicFiles ? session.publicFiles.has(sitePath) : null),
    },
    firstCommitDate: (file) =>
      new Promise((resolve) => {
        const ask = nextAsk++;
        asked.set(ask, resolve);
        reply({ type: 'ask', session: sessionId, ask, file });
      }),
    modifiedAt: async (file) => (await lstat(path.join(session.contentDir, file)).catch(() => null))?.mtime ?? null,
  };
}

reply({ type: 'ready' });
