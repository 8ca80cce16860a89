import { describe, expect, it } from 'vitest';
import { isHttpUrl, postInputSchema } from './blog-post';

describe('isHttpUrl', () => {
  it('accepts http(s) URLs with a host and refuses the rest', () => {
    expect(isHttpUrl('https://www.youtube-nocookie.com/embed/abc')).toBe(true);
    expect(isHttpUrl('http://x')).toBe(true);
    expect(isHttpUrl('https:///path')).toBe(false);
    expect(isHttpUrl('https://a b')).toBe(false);
    expect(isHttpUrl('ftp://host/x')).toBe(false);
  });

  it('answers a 50,000-character value with a space in it in well under a second', () => {
    // The old pattern backtracked quadratically here: ~6 s for this one value.
    const started = performance.now();
    expect(isHttpUrl(`http://${'a'.repeat(50_000)} x`)).toBe(false);
    const post = { title: 'A long video', slug: 'long-video', summary: 'A summary of twenty characters or more.', content: 'x'.repeat(60), tags: ['Video'] };
    expect(postInputSchema.safeParse({ ...post, videoUrl: `https://${'a'.repeat(50_000)} x` }).error?.issues[0]?.path).toEqual(['videoUrl']);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
