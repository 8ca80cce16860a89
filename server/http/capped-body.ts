// Reads a request body into memory only up to a limit, for endpoints that need the raw bytes of a
// small body (the content webhook's HMAC). Past the limit it stops reading at once, instead of
// reading the rest to discard it as body-parser does, so an oversized upload costs nothing more.
import type { Readable } from 'node:stream';

/** The body, or null when it is longer than `limit` bytes (the stream is then left paused). */
export function readCappedBody(stream: Readable, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (settle: () => void) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError);
      settle();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stream.pause();
        finish(() => resolve(null));
      } else chunks.push(chunk);
    };
    const onEnd = () => finish(() => resolve(Buffer.concat(chunks, size)));
    const onError = (error: Error) => finish(() => reject(error));
    stream.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
