// Content files are read and parsed in a pool of worker threads, one per core: front matter,
// Markdown, sanitizing — a file's whole parse — runs off the main thread, which only sends the
// paths and files the results (decision 055). Each job has a deadline: a worker that overruns it
// (a body marked takes minutes over) is stopped and replaced, and the file is parsed once more
// with its code blocks left plain (a grammar may be what took so long), then refused with a
// message if that overruns too, so no file can hold the event loop or the start-up.
//
// A worker keeps, per content index (a session), a mirror of the media it may point at: the
// index's set of content images and the app's public files, sent when the worker starts and
// kept current as images come and go. A worker asks the main thread for a file's first commit
// date, since Git runs only there.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SourceFormat } from './content-paths';
import { CONTENT_PARSER_ROLE, MarkdownRenderError, overrunMessage, RENDER_DEADLINE_MS } from './markdown-renderer';
import { withPackedContent } from './packed-body';
import type { ParserReply, ParserRequest } from './parse-messages';
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
  /** Reads `file` (relative to the content folder) and parses it. */
  readAndParse(file: string): Promise<ParseOutcome>;
  /** Parses `text` as if it were `file`, without reading or keeping anything. */
  parse(file: string, text: string): Promise<ParseResult>;
  /** Tells the workers that a content image appeared or went (call after the index's own set changed). */
  assetChanged(file: string, present: boolean): void;
  close(): void;
}

type JobRequest = Extract<ParserRequest, { type: 'parse' } | { type: 'render' }>;

interface Job {
  request: JobRequest;
  done: (reply: Extract<ParserReply, { job: number }>) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Jobs sent and not yet answered, oldest first: the worker runs them in this order. */
  jobs: Job[];
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
  /** Jobs done since it started. */
  done: number;
  /** Started with a small heap, to be kept once the work is done. */
  lean: boolean;
}

/**
 * A worker idle this long is stopped, all but one: every core works while the index is built,
 * and afterwards one warm worker reads hand edits while the others give their memory back.
 */
const IDLE_MS = 3000;
/**
 * Workers that die before they are ready, one after another, before the jobs waiting for them
 * are failed: the parser's own code cannot load (a broken build), and starting it again forever
 * would spin both cores and never answer.
 */
const MAX_BOOT_FAILURES = 3;
/**
 * The last worker, once idle, is swapped for a fresh one if it has parsed more than this: a
 * worker's heap grows with the work it did (some 45 MB after a few thousand files) and V8 keeps
 * it, while a fresh worker holds some 25 MB.
 */
const RECYCLE_AFTER_JOBS = 500;
/**
 * Jobs a worker holds at once: its next file is waiting when it finishes one, rather than after
 * its answer has reached the main thread and a new job has come back (idle ~18 % of a start).
 */
const JOBS_IN_HAND = 2;

/** What a fresh lean worker parses first (never filed: its answer goes nowhere). */
const WARM_UP_FILE = 'posts/folio-parser-warm-up.md';
const WARM_UP_TEXT = [
  '---',
  'title: "Warm-up"',
  'date: 2024-01-01',
  'tags: [folio]',
  '---',
  '',
  'A paragraph with [a link](https://example.com), `code` and *emphasis*.',
  '',
  '## A heading',
  '',
  '- an item',
  '- another',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
  '',
  '```ts',
  'const answer = 42;',
  '```',
  '',
].join('\n');

/** The worker to start: the bundled parser beside a built entry, else the TypeScript source through tsx. */
function parserEntry(): URL {
  const here = import.meta.url;
  if (/\.ts$/.test(new URL(here).pathname)) return new URL('./parse-worker-boot.mjs', here);
  // A bundle lives at dist/<entry>.js (dist/server/main.js, dist/scripts/cli/backup-verify.js).
  const dist = here.slice(0, here.lastIndexOf('/dist/') + '/dist/'.length);
  return new URL('server/content-parser.js', dist);
}

export class ParsePool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly sessions = new Map<number, SessionOptions>();
  private nextSession = 0;
  private nextJob = 0;
  /** The warm-up of the worker kept for hand edits, while it runs. */
  private warming: Promise<unknown> = Promise.resolve();
  /** The code languages the workers have loaded a highlighter for, which the kept worker loads as it warms up. */
  private readonly languages = new Set<string>();
  /** Workers in a row that died before they were ready (MAX_BOOT_FAILURES). */
  private bootFailures = 0;

  constructor(
    private readonly size = Math.max(1, availableParallelism()),
    private readonly deadlineMs = RENDER_DEADLINE_MS,
    /** After how many files a worker counts as grown (RECYCLE_AFTER_JOBS; tests use fewer). */
    private readonly recycleAfter = RECYCLE_AFTER_JOBS,
    /** The worker's script (tests give one that cannot start). */
    private readonly entry: URL = parserEntry(),
  ) {}

  open(options: SessionOptions): ParseSession {
    const session = this.nextSession++;
    this.sessions.set(session, options);
    for (const slot of this.slots) slot.worker.postMessage(this.openMessage(session, options));
    return {
      readAndParse: async (file) => {
        const reply = await this.run({ type: 'parse', job: this.nextJob++, session, file });
        if (reply.type === 'parsed') return { stamp: reply.stamp, result: unpacked(reply.result, reply.packedContent) };
        return { stamp: null, result: failure(file, reply) };
      },
      parse: async (file, text) => {
        const reply = await this.run({ type: 'parse', job: this.nextJob++, session, file, text });
        if (reply.type === 'parsed' && reply.result !== 'missing') return unpacked(reply.result, reply.packedContent);
        return failure(file, reply);
      },
      assetChanged: (file, present) => {
        for (const slot of this.slots) slot.worker.postMessage({ type: 'asset', session, file, present } satisfies ParserRequest);
      },
      close: () => {
        if (!this.sessions.delete(session)) return;
        for (const slot of this.slots) slot.worker.postMessage({ type: 'close', session } satisfies ParserRequest);
      },
    };
  }

  /** A body rendered and sanitized as the site would, with no file around it. */
  async render(body: string, format: SourceFormat): Promise<string> {
    const reply = await this.run({ type: 'render', job: this.nextJob++, body, format });
    if (reply.type === 'rendered') return reply.html;
    throw new MarkdownRenderError(reply.type === 'failed' ? reply.message : 'the body could not be rendered');
  }

  /**
   * The burst is over (the index is built): the workers that built it stop now rather than after
   * IDLE_MS, and one lean worker is kept warm for hand edits, so that the memory a started site
   * holds is what it serves from, not what building it took. A busy worker idles out as usual;
   * after a small site's start, a worker that parsed little is kept instead.
   */
  settle(): void {
    // A worker that parsed little (a small site) stays as it is: warm, and its heap still small.
    const warm = this.slots.find((slot) => slot.ready && slot.jobs.length === 0 && slot.done <= this.recycleAfter);
    for (const slot of [...this.slots]) if (slot !== warm && slot.jobs.length === 0 && (!slot.lean || slot.done > this.recycleAfter)) this.replace(slot);
    if (this.slots.length > 0) return;
    this.spawnWarm();
  }

  /**
   * Settles once the worker kept for hand edits has started and parsed its warm-up post. Tests
   * wait for it before they time a hand edit: from the TypeScript sources (through tsx) a worker
   * takes ~0.6 s to start, 1–2 s on a busy machine, where the built one takes ~0.1 s.
   */
  warmed(): Promise<void> {
    return this.warming.then(() => undefined);
  }

  /**
   * Starts the lean worker kept for hand edits. A fresh worker compiles the parser's code on its
   * first file, which took the first hand edit after a start from ~40 to 95–170 ms: it parses a
   * post of its own first, with a code block in each language the other workers met, so that an
   * edit's first block in one of them does not wait for its highlighter to load.
   */
  private spawnWarm(): void {
    this.spawn(true);
    const [session] = this.sessions.keys();
    if (session === undefined) return;
    this.warming = this.run({ type: 'parse', job: this.nextJob++, session, file: WARM_UP_FILE, text: this.warmUpText() });
  }

  /** The warm-up post, with a code block in each language the workers have met. */
  private warmUpText(): string {
    return [WARM_UP_TEXT, ...[...this.languages].map((language) => `\`\`\`${language}\nx = 1\n\`\`\`\n`)].join('\n');
  }

  /** How many workers run now, and how many of them are lean. */
  workers(): { running: number; lean: number } {
    return { running: this.slots.length, lean: this.slots.filter((slot) => slot.lean).length };
  }

  /** Stops every worker (tests; a process exits without it, idle workers never keep it alive). */
  async close(): Promise<void> {
    for (const slot of this.slots) clearTimeout(slot.idle);
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private run(request: JobRequest): Promise<Extract<ParserReply, { job: number }>> {
    return new Promise((done) => {
      this.queue.push({ request, done });
      this.next();
    });
  }

  private next(): void {
    while (this.queue.length > 0) {
      // Workers still starting take the next jobs once ready: another is started only for more.
      const starting = this.slots.filter((candidate) => !candidate.ready).length;
      const slot =
        this.slots.find((candidate) => candidate.ready && candidate.jobs.length === 0) ??
        (this.slots.length < this.size && this.queue.length > starting ? this.spawn() : null) ??
        this.slots.find((candidate) => candidate.ready && candidate.jobs.length < JOBS_IN_HAND) ??
        null;
      if (!slot || !slot.ready) return;
      this.start(slot, this.queue.shift()!);
    }
  }

  private start(slot: Slot, job: Job): void {
    clearTimeout(slot.idle);
    slot.jobs.push(job);
    // A busy worker keeps the process alive until its answer comes; an idle one does not.
    slot.worker.ref();
    slot.worker.postMessage(job.request);
    if (slot.jobs.length === 1) this.arm(slot);
  }

  /**
   * The deadline of the oldest job in hand, the one the worker is on; paused while the worker
   * waits for an answer from this thread. The jobs behind it go to a fresh worker if it overruns.
   */
  private arm(slot: Slot): void {
    clearTimeout(slot.timer);
    const job = slot.jobs[0];
    if (!job) return;
    slot.timer = setTimeout(() => {
      if (slot.jobs[0] !== job) return;
      slot.jobs.shift();
      this.replace(slot);
      // Highlighting is the one step whose cost a grammar decides rather than the body's shape
      // (decision 074): a file that overran is parsed once more with its code left plain, first
      // in line, and refused only if that overruns too.
      if (!job.request.plainCode) this.queue.unshift({ request: { ...job.request, plainCode: true }, done: job.done });
      else job.done({ type: 'failed', job: job.request.job, message: overrunMessage(this.deadlineMs) });
    }, this.deadlineMs);
  }

  private finish(slot: Slot, reply: Extract<ParserReply, { job: number }>): void {
    const at = slot.jobs.findIndex((job) => job.request.job === reply.job);
    if (at === -1) return;
    const [job] = slot.jobs.splice(at, 1);
    slot.done += 1;
    // The next job's time starts now: it waited behind this one.
    if (at === 0) this.arm(slot);
    if (slot.jobs.length === 0) slot.worker.unref();
    job!.done(reply);
    this.next();
    if (slot.jobs.length === 0) this.idleAfter(slot);
  }

  private idleAfter(slot: Slot): void {
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => {
      if (slot.jobs.length > 0 || !this.slots.includes(slot)) return;
      if (this.slots.length > 1) this.replace(slot);
      else if (slot.done > this.recycleAfter) {
        this.replace(slot);
        this.spawnWarm();
      }
    }, IDLE_MS);
    slot.idle.unref();
  }

  /** Starts a worker; `lean`: the one kept once the work is done, with a small heap. */
  private spawn(lean = false): Slot {
    // The worker kept for hand edits gets a small young generation: V8's default semi-spaces
    // hold some 30 MB per worker. The ones that build the index keep the default, which spends
    // a sixth less time collecting garbage (decision 055).
    const worker = new Worker(this.entry, { workerData: { role: CONTENT_PARSER_ROLE }, ...(lean && { resourceLimits: { maxYoungGenerationSizeMb: 4 } }) });
    worker.unref();
    const slot: Slot = { worker, ready: false, jobs: [], done: 0, lean };
    for (const [session, options] of this.sessions) worker.postMessage(this.openMessage(session, options));
    worker.on('message', (reply: ParserReply) => {
      if (reply.type === 'ready') {
        slot.ready = true;
        this.bootFailures = 0;
        this.next();
      } else if (reply.type === 'ask') void this.answer(slot, reply);
      else {
        if (reply.type === 'parsed') for (const language of reply.languages ?? []) this.languages.add(language);
        this.finish(slot, reply);
      }
    });
    worker.on('error', (error) => {
      if (!slot.ready) return this.bootFailed(slot, error);
      const job = slot.jobs.shift();
      this.replace(slot);
      job?.done({ type: 'failed', job: job.request.job, message: `could not be read: ${error.message}` });
    });
    this.slots.push(slot);
    return slot;
  }

  /**
   * A worker died before it was ready. Another starts in its place; after MAX_BOOT_FAILURES in a
   * row, every job waiting is answered with the reason, and the next job tries again.
   */
  private bootFailed(slot: Slot, error: Error): void {
    this.bootFailures += 1;
    if (this.bootFailures < MAX_BOOT_FAILURES) return this.replace(slot);
    this.bootFailures = 0;
    const waiting = this.queue.splice(0);
    this.replace(slot);
    const message = `could not be read: the content parser could not start (${error.message}); reinstall or rebuild the app (npm ci && npm run build)`;
    for (const job of waiting) job.done({ type: 'failed', job: job.request.job, message });
  }

  /** A first commit date the worker asked for; its job's clock stops meanwhile (Git may be slow). */
  private async answer(slot: Slot, ask: Extract<ParserReply, { type: 'ask' }>): Promise<void> {
    clearTimeout(slot.timer);
    const date = (await this.sessions.get(ask.session)?.firstCommitDate(ask.file).catch(() => null)) ?? null;
    if (!this.slots.includes(slot)) return;
    slot.worker.postMessage({ type: 'answer', ask: ask.ask, date: date ? date.toISOString() : null } satisfies ParserRequest);
    this.arm(slot);
  }

  private openMessage(session: number, options: SessionOptions): ParserRequest {
    return { type: 'open', session, contentDir: options.contentDir, assets: [...options.assets], publicFiles: options.publicFiles ? [...options.publicFiles] : null };
  }

  /** Stops a stuck, broken or idle worker; the jobs it still held go first to another. */
  private replace(slot: Slot): void {
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    const at = this.slots.indexOf(slot);
    if (at !== -1) this.slots.splice(at, 1);
    this.queue.unshift(...slot.jobs.splice(0));
    void slot.worker.terminate();
    queueMicrotask(() => this.next());
  }
}

/** A parse's result, a post's compressed body (parse-worker.ts) put back behind its `content` (packed-body.ts). */
function unpacked<Result extends ParseResult | 'missing'>(result: Result, packedContent: Uint8Array | undefined): Result {
  if (packedContent && result !== 'missing' && result.ok && result.parsed.kind === 'post') withPackedContent(result.parsed.item, packedContent);
  return result;
}

/** A job the worker could not finish, as the problem that keeps the file out. */
function failure(file: string, reply: ParserReply): ParseResult {
  const message = reply.type === 'failed' ? reply.message : 'could not be read';
  return { ok: false, problems: [{ file, level: 'error', message }], assets: [] };
}

/** The process's parsers: every content index shares them. */
export const contentParsers = new ParsePool();
