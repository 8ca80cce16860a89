import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../logger';
import { ContentRepo } from './content-repo';
import { imageCommitMessage, PendingUploads } from './pending-uploads';

const run = promisify(execFile);
let dir: string;
let repo: ContentRepo;
const git = async (...args: string[]) => (await run('git', ['-C', dir, ...args])).stdout.trim();

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-pending-'));
  await git('init', '-q', '-b', 'main');
  await writeFile(path.join(dir, 'README.md'), 'content\n');
  await git('add', '-A');
  await git('-c', 'user.name=T', '-c', 'user.email=t@folio.invalid', 'commit', '-q', '-m', 'Start');
  repo = new ContentRepo({ dir, author: () => ({ name: 'Folio', email: 'folio@folio.invalid' }), logger: memoryLogger() });
  await repo.prepare();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function image(file: string): Promise<string> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), `bytes of ${file}`);
  return file;
}

describe('PendingUploads', () => {
  it("commits a post's held images on their own, and forgets what is no longer uncommitted", async () => {
    let now = 1_000;
    const pending = new PendingUploads({ repo, logger: memoryLogger(), maxAgeMs: 60_000, now: () => now });
    pending.hold('a', await image('posts/a/one.png'));
    pending.hold('b', await image('posts/b/two.png'));
    now += 30_000;
    pending.hold('a', await image('posts/a/three.png'));
    await rm(path.join(dir, 'posts/a/three.png'));

    expect(await repo.exclusive(() => pending.commit({ olderThanMs: 60_000 }))).toBeNull();
    expect(await repo.exclusive(() => pending.commit({ slug: 'a' }))).toMatch(/^[0-9a-f]{40}$/);
    expect(await git('show', '--name-only', '--format=%s', 'HEAD')).toBe('Add image posts/a/one.png\n\nposts/a/one.png');
    // The deleted one is no longer held; the other post's image still is.
    expect([pending.has('posts/a/one.png'), pending.has('posts/a/three.png'), pending.has('posts/b/two.png')]).toEqual([false, false, true]);
    expect(await repo.exclusive(() => pending.claim('b'))).toEqual(['posts/b/two.png']);
    await pending.close();
    expect(await git('log', '-1', '--format=%s')).toBe('Add image posts/b/two.png');
    expect(await git('status', '--porcelain')).toBe('');
  });

  it('commits an image on its own once it has waited long enough', async () => {
    const pending = new PendingUploads({ repo, logger: memoryLogger(), maxAgeMs: 50 });
    pending.hold('a', await image('posts/a/late.png'));
    const started = Date.now();
    while (pending.has('posts/a/late.png')) {
      expect(Date.now() - started).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await git('log', '-1', '--format=%s')).toBe('Add image posts/a/late.png');
    await pending.close();
  });

  it('names one image, or the first few of several with all in the body', () => {
    expect(imageCommitMessage(['posts/a/x.png'])).toBe('Add image posts/a/x.png');
    expect(imageCommitMessage(['a.png', 'b.png', 'c.png', 'd.png', 'e.png'])).toBe('Add images a.png, b.png, c.png and 2 more\n\na.png\nb.png\nc.png\nd.png\ne.png');
  });
});
