import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentIndex } from '../../server/content/content-index';
import { memoryLogger } from '../../server/logger';
import { copyDemoContent } from '../demo-content.mjs';
import { BENCH_IMAGE_BYTES, BENCH_IMAGES, MAX_POST_BYTES, MIN_POST_BYTES, realisticPost, type RealisticPost } from './realistic-posts';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const corpus = (count: number, seed = 28): RealisticPost[] => Array.from({ length: count }, (_, index) => realisticPost({ index, count, seed }));

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('realisticPost', () => {
  it('writes the same files every run, and others from another seed', () => {
    expect(corpus(50)).toEqual(corpus(50));
    expect(corpus(50, 29).map((post) => post.text)).not.toEqual(corpus(50).map((post) => post.text));
    // A post does not depend on the batch it is made in.
    expect(realisticPost({ index: 37, count: 50, seed: 28 })).toEqual(corpus(50)[37]);
  });

  it('writes 2–3 KB posts with code, a table, lists, links and headings, on unique paths, oldest first', () => {
    const posts = corpus(2000);
    for (const post of posts) {
      expect(Buffer.byteLength(post.text)).toBeGreaterThanOrEqual(MIN_POST_BYTES);
      expect(Buffer.byteLength(post.text)).toBeLessThanOrEqual(MAX_POST_BYTES);
      expect(post.text).toMatch(/^---\ntitle: ".+"\ndate: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n(summary|description): ".+"\ntags: \[.+\]\n---\n/);
      expect(post.text).toMatch(/\n```(ts|js|bash|json|sql|python|yaml|css)\n[^]+?\n```\n/);
      expect(post.text).toMatch(/\n\| Setup \| p95 \| Memory \| Worth it \|\n\|---\|/);
      expect(post.text).toMatch(/\n- .+\n- .+\n- /);
      expect(post.text).toMatch(/\n1\. .+\n2\. .+\n3\. /);
      expect(post.text).toMatch(/\n## .+\n/);
      expect(post.text).toMatch(/`[^`\n]+`/);
    }
    expect(posts.filter((post) => /\]\(https:\/\//.test(post.text)).length).toBeGreaterThan(1900);
    expect(new Set(posts.map((post) => post.path)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Date(dates.at(-1)!).getTime()).toBeLessThan(Date.now());
    // Most in posts/, a minority in year folders and bundles.
    const inYears = posts.filter((post) => /^posts\/\d{4}\//.test(post.path)).length;
    const bundles = posts.filter((post) => post.path.endsWith('/index.md')).length;
    expect(inYears).toBeGreaterThan(100);
    expect(bundles).toBeGreaterThan(40);
    expect(inYears + bundles).toBeLessThan(posts.length / 4);
    // Images: some present, some missing.
    expect(posts.filter((post) => post.image?.present).length).toBeGreaterThan(100);
    expect(posts.filter((post) => post.image && !post.image.present).length).toBeGreaterThan(40);
  });

  it('is read by Folio\'s own index without an error; missing images are notes', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-realistic-'));
    await copyDemoContent(repoRoot, dir);
    for (const image of BENCH_IMAGES) {
      await mkdir(path.dirname(path.join(dir, image)), { recursive: true });
      await writeFile(path.join(dir, image), BENCH_IMAGE_BYTES);
    }
    const posts = corpus(150);
    for (const post of posts) {
      await mkdir(path.dirname(path.join(dir, post.path)), { recursive: true });
      await writeFile(path.join(dir, post.path), post.text);
    }
    const index = new ContentIndex({ contentDir: dir, publicDir: path.join(repoRoot, 'public'), logger: memoryLogger() });
    await index.build();

    const problems = index.problems();
    expect(problems.filter((problem) => problem.level === 'error')).toEqual([]);
    const missing = problems.filter((problem) => problem.missingImage !== undefined).map((problem) => problem.file).sort();
    expect(missing).toEqual(posts.filter((post) => post.image && !post.image.present).map((post) => post.path).sort());
    expect(missing.length).toBeGreaterThan(0);
    for (const post of posts) {
      const item = index.getPost(post.slug);
      expect(item, post.path).toBeDefined();
      expect(item!.publishedAt).toBe(new Date(post.date).toISOString());
      expect(item!.content).toMatch(/<pre[^>]*><code[^]*<\/pre>/);
      expect(item!.content).toMatch(/<table>/);
      expect(item!.content).toMatch(/<ul>[^]*<ol>|<ol>[^]*<ul>/);
      if (post.image?.present) expect(item!.content).toContain(`/${post.image.path}`);
    }
  });
});
