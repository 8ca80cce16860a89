import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedBody } from './compressed-body';

const text = '<p>Clustering property pins</p>'.repeat(100);

describe('CompressedBody', () => {
  it('prefers brotli, then gzip, and round-trips the text', () => {
    const body = new CompressedBody(text);
    const br = body.negotiate('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(text);
    const gz = body.negotiate('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(text);
  });

  it('compresses each encoding once and reuses it', () => {
    const body = new CompressedBody(text);
    expect(body.negotiate('br').bytes).toBe(body.negotiate('br').bytes);
  });

  it('sends small or unaccepted bodies as they are', () => {
    expect(new CompressedBody('{"ok":true}').negotiate('br')).toEqual({ bytes: Buffer.from('{"ok":true}') });
    expect(new CompressedBody(text).negotiate('identity').encoding).toBeUndefined();
    expect(new CompressedBody(text).negotiate('brotli-ish, xgzip').encoding).toBeUndefined();
  });
});
