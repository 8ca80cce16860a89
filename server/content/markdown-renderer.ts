// Markdown → HTML off the main thread, with a deadline. marked is fast on what people write but
// superlinear on some hostile shapes (50,000 `_a` takes seconds, lists nested 2,000 deep take
// minutes, 10,000 `>` overflows the stack). A pushed file must never hold the event loop, so
// each body is rendered in a worker; one that overruns the deadline is stopped and replaced,
// and the file is refused with a message instead of served.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker, workerData } from 'node:worker_threads';
import { type Lexer, Marked, type MarkedExtension, type MarkedOptions } from 'marked';
import markedFootnote from 'marked-footnote';
import { BoundedLexer, type InlineReport } from './bounded-inline';

/** How long one body may take to render; real posts take milliseconds. */
export const RENDER_DEADLINE_MS = 2000;

export class MarkdownRenderError extends Error {}

/** The message of a body that nests so deep that marked runs out of stack. */
export const TOO_DEEP = 'the body nests quotes or lists too deeply to render: keep nesting under a few dozen levels';

/** What a body that overran the deadline is refused with. */
export function overrunMessage(deadlineMs: number): string {
  return `the body took over ${deadlineMs / 1000} s to render, so it was stopped: look for very long runs of *, _, [ or > or lists nested very deep, and simplify them`;
}

/**
 * Runs inside each worker: the same marked as markdownParser() below, in plain JavaScript.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
Promise.all([import(workerData.marked), import(workerData.footnote)]).then(([{ Marked }, { default: markedFootnote }]) => {
  const plain = new Marked({ gfm: true, async: false });
  const withFootnotes = () => new Marked({ gfm: true, async: false }).use(markedFootnote());
  let footnotes = withFootnotes();
  parentPort.on('message', (body) => {
    const hasFootnotes = body.includes('[^');
    try {
      parentPort.postMessage({ html: (hasFootnotes ? footnotes : plain).parse(body) });
    } catch (error) {
      if (hasFootnotes) footnotes = withFootnotes();
      parentPort.postMessage({ error: error instanceof RangeError ? 'deep' : String(error && error.message || error) });
    }
  });
  parentPort.postMessage({ ready: true });
});
`;

/**
 * The marked every body is rendered with (WORKER_SOURCE is the same in the render workers, less
 * the bound below): GFM, and footnotes (marked-footnote) for a body that has a `[^`, where every
 * footnote token starts. Other bodies skip the extension, which adds nothing to them
 * (allowlisted-markdown.test.ts renders them with it) but costs time on hostile nesting. It keeps
 * state between its tokenizer and walkTokens that a throw leaves behind, so its instance is made
 * anew after one. Its lexer keeps inline texts too costly to read plain (bounded-inline.ts), and
 * says so in the report `parse` is given.
 */
export function markdownParser(): { parse(body: string, report?: InlineReport | null): string } {
  let report: InlineReport | null = null;
  // marked's hook is typed generic over its output; ours renders strings only.
  const lexer = (src: string, options?: MarkedOptions) => new BoundedLexer(options ?? {}, report).lex(src);
  const bounded: MarkedExtension = { hooks: { provideLexer: () => lexer as typeof Lexer.lex } };
  const plain = new Marked({ gfm: true, async: false }).use(bounded);
  const withFootnotes = () => new Marked({ gfm: true, async: false }).use(markedFootnote()).use(bounded);
  let footnotes = withFootnotes();
  return {
    parse(body, given = null) {
      report = given;
      try {
        if (!body.includes('[^')) return plain.parse(body) as string;
        try {
          return footnotes.parse(body) as string;
        } catch (error) {
          footnotes = withFootnotes();
          throw error;
        }
      } finally {
        report = null;
      }
    },
  };
}

interface Job {
  body: string;
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  job: Job | null;
  timer?: NodeJS.Timeout;
}

const entry = (name: string) => pathToFileURL(createRequire(import.meta.url).resolve(name)).href;

/** A small pool of render workers, created on first use and never keeping the process alive. */
export class MarkdownRenderer {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];

  constructor(
    private readonly size = Math.min(2, availableParallelism()),
    private readonly deadlineMs = RENDER_DEADLINE_MS,
  ) {}

  render(body: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.queue.push({ body, resolve, reject });
      this.next();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private next(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((candidate) => candidate.job === null) ?? (this.slots.length < this.size ? this.spawn() : null);
      if (!slot) return;
      this.run(slot, this.queue.shift()!);
    }
  }

  private run(slot: Slot, job: Job): void {
    slot.job = job;
    // A busy worker keeps the process alive until its answer comes; an idle one does not.
    slot.worker.ref();
    void slot.ready.then(() => {
      if (slot.job !== job) return;
      slot.worker.postMessage(job.body);
      slot.timer = setTimeout(() => {
        this.replace(slot);
        job.reject(new MarkdownRenderError(overrunMessage(this.deadlineMs)));
      }, this.deadlineMs);
    });
  }

  private finish(slot: Slot, result: { html?: string; error?: string }): void {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.unref();
    if (job) {
      if (result.html !== undefined) job.resolve(result.html);
      else if (result.error === 'deep') job.reject(new MarkdownRenderError(TOO_DEEP));
      else job.reject(new MarkdownRenderError(`the body could not be rendered: ${result.error ?? 'unknown error'}`));
    }
    this.next();
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { marked: entry('marked'), footnote: entry('marked-footnote') } });
    worker.unref();
    let markReady!: () => void;
    const slot: Slot = { worker, job: null, ready: new Promise<void>((resolve) => (markReady = resolve)) };
    worker.on('message', (message: { ready?: true; html?: string; error?: string }) => (message.ready ? markReady() : this.finish(slot, message)));
    worker.on('error', (error) => {
      this.replace(slot);
      slot.job?.reject(new MarkdownRenderError(`the body could not be rendered: ${error.message}`));
    });
    this.slots.push(slot);
    return slot;
  }

  /** Stops a stuck or broken worker; the next job starts a fresh one. */
  private replace(slot: Slot): void {
    clearTimeout(slot.timer);
    const at = this.slots.indexOf(slot);
    if (at !== -1) this.slots.splice(at, 1);
    void slot.worker.terminate();
    queueMicrotask(() => this.next());
  }
}

/**
 * Renders in the calling thread. Only for a content parser worker (parse-pool.ts), which is
 * itself stopped and replaced when a file overruns its deadline, so nothing here can hold the
 * server's event loop.
 */
class InThreadRenderer {
  private readonly markdown = markdownParser();

  render(body: string, report: InlineReport | null = null): Promise<string> {
    try {
      return Promise.resolve(this.markdown.parse(body, report));
    } catch (error) {
      if (error instanceof RangeError) return Promise.reject(new MarkdownRenderError(TOO_DEEP));
      return Promise.reject(new MarkdownRenderError(`the body could not be rendered: ${error instanceof Error ? error.message : String(error)}`));
    }
  }
}

/** Set in a content parser worker's workerData (parse-pool.ts). */
export const CONTENT_PARSER_ROLE = 'folio-content-parser';

/**
 * The process's renderer: every content index and check shares its workers. Inside a content
 * parser worker, which already runs off the main thread with a deadline, bodies render in place
 * (`rendersInThread`: marked may run in this thread).
 */
export const rendersInThread = (workerData as { role?: string } | null)?.role === CONTENT_PARSER_ROLE;
export const markdownRenderer: { render(body: string, report?: InlineReport | null): Promise<string> } = rendersInThread ? new InThreadRenderer() : new MarkdownRenderer();
