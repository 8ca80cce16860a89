// Content files are read and parsed in a pool of worker threads, one per core: front matter,
// Markdown, sanitizing — a file's whole parse — runs off the main thread, which only sends the
// paths and files the results (decision 055). What a file may cost is cut before it starts
// (bounded-inline.ts, highlight-limits.ts); what is left is kept from delaying other files
// (decision 075): jobs wait in lanes (parse-lanes.ts), a person's first; a file whose read
// runs past the slow mark while others wait is stopped and set aside to the slow lane, which a
// worker of its own serves one file at a time once no read waits. Each job has a deadline: a
// worker that overruns it is stopped and replaced, and the file is parsed once more with its code
// blocks left plain (a grammar may be what took so long) — a person's save first in line, a read
// file in the slow lane — then refused with a message if that overruns too. No file holds the
// event loop, the start-up, a save or another file for longer than the slow mark.
//
// A worker keeps, per content index (a session), a mirror of the media it may point at: the
// index's set of content images and the app's public files, sent when the worker starts and
// kept current as images come and go. A worker asks the main thread for a file's first commit
// date, since Git runs only there.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SourceFormat } from './content-paths';
import { CONTENT_PARSER_ROLE, MarkdownRenderError, overrunMessage, RENDER_DEADLINE_MS } from './markdown-renderer';
import { ParseLanes, type Job, type JobRequest, type Lane } from './parse-lanes';
import type { ParserReply, ParserRequest } from './parse-messages';
import { failure, unpacked, type ParseSession, type SessionOptions } from './parse-session';
import { parserEntry, WARM_UP_FILE, warmUpText } from './parse-worker-start';

export type { ParseOutcome, ParseSession, SessionOptions } from './parse-session';

interface Slot {
  worker: Worker;
  ready: boolean;
  /** 'slow': the slow lane's worker, apart from the `size` readers, one file at a time. */
  kind: 'reader' | 'slow';
  /** Jobs sent and not yet answered, oldest first: the worker runs them in this order. */
  jobs: Job[];
  timer?: NodeJS.Timeout;
  /** When the job it is on passes the slow mark. */
  mark?: NodeJS.Timeout;
  /** The job it is on ran past the slow mark: set aside as soon as another job waits. */
  overdue: boolean;
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
/**
 * A read file that takes longer than this while other jobs wait is stopped and set aside to the
 * slow lane. Real posts take milliseconds; with the cuts made before a parse starts, the hostile
 * files measured took at most ~0.25 s (decision 075).
 */
export const SLOW_MARK_MS = 500;

export class ParsePool {
  private readonly slots: Slot[] = [];
  private readonly lanes = new ParseLanes();
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
    /** How long a read file may run while others wait before it is set aside (SLOW_MARK_MS). */
    private readonly slowMarkMs = SLOW_MARK_MS,
  ) {}

  open(options: SessionOptions): ParseSession {
    const session = this.nextSession++;
    this.sessions.set(session, options);
    for (const slot of this.slots) slot.worker.postMessage(this.openMessage(session, options));
    return {
      readAndParse: async (file, options) => {
        const reply = await this.run({ type: 'parse', job: this.nextJob++, session, file }, 'read', options);
        if (reply.type === 'parsed') return { stamp: reply.stamp, result: unpacked(reply.result, reply.packedContent) };
        return { stamp: null, result: failure(file, reply) };
      },
      parse: async (file, text) => {
        const reply = await this.run({ type: 'parse', job: this.nextJob++, session, file, text }, 'console');
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
    const reply = await this.run({ type: 'render', job: this.nextJob++, body, format }, 'console');
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
    const readers = this.slots.filter((slot) => slot.kind === 'reader');
    const warm = readers.find((slot) => slot.ready && slot.jobs.length === 0 && slot.done <= this.recycleAfter);
    for (const slot of readers) if (slot !== warm && slot.jobs.length === 0 && (!slot.lean || slot.done > this.recycleAfter)) this.replace(slot);
    if (this.slots.some((slot) => slot.kind === 'reader')) return;
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
    this.spawn('reader', true);
    const [session] = this.sessions.keys();
    if (session === undefined) return;
    // In the console's lane: it is the new worker's first job, and is never set aside.
    this.warming = this.run({ type: 'parse', job: this.nextJob++, session, file: WARM_UP_FILE, text: this.warmUpText() }, 'console');
  }

  /** The warm-up post, with a code block in each language the workers have met. */
  private warmUpText(): string {
    return warmUpText(this.languages);
  }

  /** How many workers run now, how many of them are lean, and how many files wait in or for the slow lane. */
  workers(): { running: number; lean: number; slow: number } {
    const slowInHand = this.slots.filter((slot) => slot.kind === 'slow').reduce((sum, slot) => sum + slot.jobs.length, 0);
    return { running: this.slots.length, lean: this.slots.filter((slot) => slot.lean).length, slow: this.lanes.slowWaiting() + slowInHand };
  }

  /** Stops every worker (tests; a process exits without it, idle workers never keep it alive). */
  async close(): Promise<void> {
    for (const slot of this.slots) clearTimeout(slot.idle);
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private run(request: JobRequest, lane: Lane, options: Pick<Job, 'setAside' | 'batch'> = {}): Promise<Extract<ParserReply, { job: number }>> {
    return new Promise((done) => {
      this.lanes.push({ request, lane, done, ...options });
      this.next();
    });
  }

  private next(): void {
    while (this.lanes.readersWaiting() > 0) {
      // Workers still starting take the next jobs once ready: another is started only for more.
      const readers = this.slots.filter((candidate) => candidate.kind === 'reader');
      const starting = readers.filter((candidate) => !candidate.ready).length;
      const slot =
        readers.find((candidate) => candidate.ready && candidate.jobs.length === 0) ??
        (readers.length < this.size && this.lanes.readersWaiting() > starting ? this.spawn('reader') : null) ??
        readers.find((candidate) => candidate.ready && !candidate.overdue && candidate.jobs.length < JOBS_IN_HAND) ??
        null;
      if (!slot) {
        // Every reader is busy: one that is past the slow mark makes room.
        const overdue = readers.find((candidate) => candidate.overdue);
        if (!overdue) break;
        this.setAside(overdue);
        continue;
      }
      if (!slot.ready) break;
      this.start(slot, this.lanes.takeForReaders()!);
    }
    // The slow lane: behind every read waiting, one file at a time, on a worker of its own (a
    // person's save or a read that comes later does not wait for it, but shares the cores).
    if (this.lanes.slowWaiting() > 0 && this.lanes.readersWaiting() === 0) {
      const slow = this.slots.find((candidate) => candidate.kind === 'slow') ?? this.spawn('slow');
      if (slow.ready && slow.jobs.length === 0) this.start(slow, this.lanes.takeSlow()!);
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
   * The deadline and the slow mark of the oldest job in hand, the one the worker is on; paused
   * while the worker waits for an answer from this thread. The jobs behind it go to a fresh
   * worker if it is set aside or overruns.
   */
  private arm(slot: Slot): void {
    clearTimeout(slot.timer);
    clearTimeout(slot.mark);
    slot.overdue = false;
    const job = slot.jobs[0];
    if (!job) return;
    if (job.lane === 'read' && slot.kind === 'reader') {
      slot.mark = setTimeout(() => {
        if (slot.jobs[0] !== job) return;
        slot.overdue = true;
        // Set aside now if a job waits for it, or for any reader, or its batch does; else as soon as one does (next).
        if (job.batch || slot.jobs.length > 1 || this.lanes.readersWaiting() > 0) {
          this.setAside(slot);
          this.next();
        }
      }, this.slowMarkMs);
    }
    slot.timer = setTimeout(() => {
      if (slot.jobs[0] !== job) return;
      slot.jobs.shift();
      this.replace(slot);
      this.overran(job);
    }, this.deadlineMs);
  }

  /**
   * A job that overran its deadline. Highlighting is the one step whose cost a grammar decides
   * rather than the body's shape (decision 074): the file is parsed once more with its code left
   * plain — a person's save first in line, a read file behind the others in the slow lane — and
   * refused only if that overruns too.
   */
  private overran(job: Job): void {
    if (job.request.plainCode) return job.done({ type: 'failed', job: job.request.job, message: overrunMessage(this.deadlineMs) });
    const retry: Job = { ...job, request: { ...job.request, plainCode: true } };
    if (job.lane === 'console') return this.lanes.putBack([retry]);
    if (job.lane === 'read') job.setAside?.();
    this.lanes.push({ ...retry, lane: 'slow' });
  }

  /** Stops a reader's job that ran past the slow mark and sends it to the slow lane, whole, to run again there. */
  private setAside(slot: Slot): void {
    const job = slot.jobs.shift()!;
    this.replace(slot);
    job.setAside?.();
    this.lanes.push({ ...job, lane: 'slow' });
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
      if (slot.kind === 'slow' || this.slots.filter((other) => other.kind === 'reader').length > 1) this.replace(slot);
      else if (slot.done > this.recycleAfter) {
        this.replace(slot);
        this.spawnWarm();
      }
    }, IDLE_MS);
    slot.idle.unref();
  }

  /** Starts a worker; `lean`: the one kept once the work is done, with a small heap. */
  private spawn(kind: Slot['kind'], lean = false): Slot {
    // The worker kept for hand edits gets a small young generation: V8's default semi-spaces
    // hold some 30 MB per worker. The ones that build the index keep the default, which spends
    // a sixth less time collecting garbage (decision 055).
    const worker = new Worker(this.entry, { workerData: { role: CONTENT_PARSER_ROLE }, ...(lean && { resourceLimits: { maxYoungGenerationSizeMb: 4 } }) });
    worker.unref();
    const slot: Slot = { worker, ready: false, kind, jobs: [], overdue: false, done: 0, lean };
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
    const waiting = this.lanes.drain();
    this.replace(slot);
    const message = `could not be read: the content parser could not start (${error.message}); reinstall or rebuild the app (npm ci && npm run build)`;
    for (const job of waiting) job.done({ type: 'failed', job: job.request.job, message });
  }

  /** A first commit date the worker asked for; its job's clock stops meanwhile (Git may be slow). */
  private async answer(slot: Slot, ask: Extract<ParserReply, { type: 'ask' }>): Promise<void> {
    clearTimeout(slot.timer);
    clearTimeout(slot.mark);
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
    clearTimeout(slot.mark);
    clearTimeout(slot.idle);
    const at = this.slots.indexOf(slot);
    if (at !== -1) this.slots.splice(at, 1);
    this.lanes.putBack(slot.jobs.splice(0));
    void slot.worker.terminate();
    queueMicrotask(() => this.next());
  }
}

/** The process's parsers: every content index shares them. */
export const contentParsers = new ParsePool();
