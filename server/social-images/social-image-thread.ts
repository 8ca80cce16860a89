// Social images are made on a worker thread of their own, started with the first image and
// stopped once idle (decision 083-share-images-off-the-main-thread): on the main thread,
// satori's first use held requests for 0.3–0.7 s (/healthz answered 0.9 s late on a busy
// machine) and each later card 5–150 ms. The thread costs its memory (satori holds some 35 MB)
// only while images are being made. A card that takes longer than the deadline stops the
// thread; the next image starts a fresh one.
import { Worker } from 'node:worker_threads';
import type { SocialCard } from './social-card';
import type { MadeSocialImage } from './social-image-maker';
import type { SocialImageReply, SocialImageRequest } from './social-image-worker';

/** A thread idle this long is stopped, and its memory given back. */
const IDLE_MS = 30_000;
/** A card is a short paragraph and a picture: far longer than this, something is wrong. */
const DEADLINE_MS = 30_000;

export interface SocialImageThread {
  make(card: SocialCard): Promise<MadeSocialImage>;
  /** Stops the thread now (the app's close). */
  close(): Promise<void>;
}

/** The bundled worker beside a built entry, else the TypeScript source through tsx. */
function workerEntry(): URL {
  const here = import.meta.url;
  if (/\.ts$/.test(new URL(here).pathname)) return new URL('./social-image-worker-boot.mjs', here);
  const dist = here.slice(0, here.lastIndexOf('/dist/') + '/dist/'.length);
  return new URL('server/social-image-maker.js', dist);
}

interface Waiting {
  resolve: (made: MadeSocialImage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export function socialImageThread({ idleMs = IDLE_MS, deadlineMs = DEADLINE_MS }: { idleMs?: number; deadlineMs?: number } = {}): SocialImageThread {
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  function failAll(error: Error): void {
    for (const [id, job] of waiting) {
      clearTimeout(job.timer);
      waiting.delete(id);
      job.reject(error);
    }
  }

  function start(): Worker {
    const started = new Worker(workerEntry());
    // Never what keeps the process alive; a server has its listener for that.
    started.unref();
    started.on('message', (reply: SocialImageReply) => {
      const job = waiting.get(reply.id);
      if (!job) return;
      waiting.delete(reply.id);
      clearTimeout(job.timer);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve({ png: Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength), layoutMs: reply.layoutMs, drawMs: reply.drawMs });
      if (waiting.size === 0) idleTimer = setTimeout(() => void stop(), idleMs).unref();
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the social image thread stopped (exit code ${code})`));
    });
    return started;
  }

  async function stop(): Promise<void> {
    clearTimeout(idleTimer);
    const stopping = worker;
    worker = null;
    await stopping?.terminate();
  }

  return {
    make: (card) => {
      clearTimeout(idleTimer);
      worker ??= start();
      const id = (nextId += 1);
      const thread = worker;
      return new Promise<MadeSocialImage>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`the card took more than ${deadlineMs} ms`));
          if (worker === thread) void stop();
        }, deadlineMs);
        waiting.set(id, { resolve, reject, timer });
        thread.postMessage({ id, card } satisfies SocialImageRequest);
      });
    },
    close: stop,
  };
}
