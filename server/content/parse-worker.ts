// A content parser worker: reads and parses content files off the main thread (parse-pool.ts
// sends the jobs). It holds, per content index, a mirror of what parsing asks of the index —
// which content images exist, which public files — kept current by the pool's messages, and
// asks the main thread for a file's first commit date (Git runs only there, decision 046).
// Everything else a parse needs (front matter, Markdown, sanitizing) is here, in this thread.
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { fileStamp } from './content-files';
import { classifyContentPath } from './content-paths';
import { readWithoutLinks, RefusedFileError } from './no-follow-read';
import { MAX_CONTENT_FILE_BYTES, parseContentFile, renderBody, type ParseContext, type ParseResult } from './parse-content-file';
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
      void parse(message.session, message.file, message.text).then(
        (outcome) => reply({ type: 'parsed', job: message.job, ...outcome }),
        (error: unknown) => reply({ type: 'failed', job: message.job, message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    case 'render':
      void renderBody(message.body, message.format).then(
        (html) => reply({ type: 'rendered', job: message.job, html }),
        (error: unknown) => reply({ type: 'failed', job: message.job, message: error instanceof Error ? error.message : String(error) }),
      );
  }
});

/** One file: read from disk when `text` is absent (its stamp taken first), then parsed. */
async function parse(sessionId: number, file: string, text: string | undefined): Promise<{ stamp: string | null; result: ParseResult | 'missing' }> {
  const session = sessions.get(sessionId);
  if (!session) throw new Error(`no content index ${sessionId} in this parser`);
  const ref = classifyContentPath(file);
  if (!ref || ref.kind === 'asset' || ref.kind === 'ignored') return { stamp: null, result: { ok: false, problems: [{ file, level: 'error', message: 'is not a content file' }], assets: [] } };
  const context = contextOf(sessionId, session);
  if (text !== undefined) return { stamp: null, result: await parseContentFile(file, ref, text, context) };
  // Taken before the read: a file that changes while it is read has moved past it, so the next walk reads it again.
  const info = await lstat(path.join(session.contentDir, file)).catch(() => null);
  const stamp = info ? fileStamp(info) : null;
  let read: string;
  try {
    read = await readWithoutLinks(session.contentDir, file, MAX_CONTENT_FILE_BYTES);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { stamp, result: 'missing' };
    const message = error instanceof RefusedFileError ? error.message : `could not be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
    return { stamp, result: { ok: false, problems: [{ file, level: 'error', message }], assets: [] } };
  }
  return { stamp, result: await parseContentFile(file, ref, read, context) };
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
