import { describe, expect, it } from 'vitest';
import type { Post } from '../../src/lib/content-types';
import { summarizePost } from './content-order';
import { packBody, withPackedContent } from './packed-body';

const html = `<h2 id="c-intro">Intro</h2>${'<p>Tiles, caches and a “café” — served from one box.</p>'.repeat(40)}`;

describe('packed post bodies', () => {
  it('keeps a short body as a string and compresses a long one to a buffer of its own size', () => {
    expect(packBody('<p>Short.</p>')).toBeNull();
    const packed = packBody(html)!;
    expect(packed.byteLength).toBeLessThan(html.length / 3);
    expect(packed.buffer.byteLength).toBe(packed.byteLength);
  });

  it('gives the body back wherever a post is read: the property, JSON, a spread, a clone', () => {
    const { content: _content, ...rest } = { slug: 'tiles', title: 'Tiles', content: html };
    const post = withPackedContent<{ slug: string; title: string; content: string }>(rest, packBody(html)!);
    expect(post.content).toBe(html);
    expect(JSON.parse(JSON.stringify(post))).toEqual({ slug: 'tiles', title: 'Tiles', content: html });
    expect({ ...post }.content).toBe(html);
    expect(structuredClone(post).content).toBe(html);
    expect(Object.keys(post)).toEqual(['slug', 'title', 'content']);
  });

  it('is not read when a post is filed in a list', () => {
    let reads = 0;
    const post = { slug: 'tiles', title: 'Tiles', headings: [] } as unknown as Post;
    Object.defineProperty(post, 'content', { enumerable: true, get: () => (reads += 1, html) });
    const summary = summarizePost(post);
    expect(reads).toBe(0);
    expect(summary).toEqual({ slug: 'tiles', title: 'Tiles' });
  });
});
