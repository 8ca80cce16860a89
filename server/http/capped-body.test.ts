import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCappedBody } from './capped-body';

describe('readCappedBody', () => {
  it('gives the whole body when it fits, up to exactly the limit', async () => {
    const stream = new PassThrough();
    const body = readCappedBody(stream, 6);
    stream.write('abc');
    stream.end('def');
    expect((await body)?.toString()).toBe('abcdef');
  });

  it('gives null as soon as the limit is passed, without waiting for the rest', async () => {
    const stream = new PassThrough();
    const body = readCappedBody(stream, 4);
    stream.write('abcde');
    // The stream never ends: the answer must not depend on it.
    expect(await body).toBeNull();
    expect(stream.isPaused()).toBe(true);
  });

  it('passes a stream error on', async () => {
    const stream = new PassThrough();
    const body = readCappedBody(stream, 4);
    stream.destroy(new Error('aborted'));
    await expect(body).rejects.toThrow('aborted');
  });
});
