// The thread that makes social images (social-image-thread.ts starts it): satori's layout is
// synchronous JavaScript, and its first use in a process (loading satori, its WebAssembly layout
// engine and the fonts) takes 0.3–0.7 s; here, neither holds the thread that answers requests.
// Bundled as dist/server/social-image-maker.js; from the sources, started through
// social-image-worker-boot.mjs.
import { parentPort } from 'node:worker_threads';
import { makeSocialImage } from './social-image-maker';
import type { SocialCard } from './social-card';

export interface SocialImageRequest {
  id: number;
  card: SocialCard;
}

export type SocialImageReply = { id: number; png: Uint8Array; layoutMs: number; drawMs: number } | { id: number; error: string };

parentPort?.on('message', async ({ id, card }: SocialImageRequest) => {
  try {
    const { png, layoutMs, drawMs } = await makeSocialImage(card);
    // A copy of its own, so its memory moves to the main thread rather than being cloned.
    const bytes = new Uint8Array(png);
    parentPort!.postMessage({ id, png: bytes, layoutMs, drawMs } satisfies SocialImageReply, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies SocialImageReply);
  }
});
