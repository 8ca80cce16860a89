// The content repo under the console (issue 6, item 6): a stale index.lock left by a crash is
// recovered at start, commits carry the configured identity without touching any Git config,
// and a content folder that is not yet a repo becomes one with the first post.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentRepo } from '../../server/git/content-repo';
import { memoryLogger } from '../../server/logger';
import { createTempSite, type TempSite } from '../support/temp-site';

const author = () => ({ name: 'Repo Test', email: 'repo@folio.test' });
let site: TempSite | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

describe('ContentRepo', () => {
  it('removes a stale index.lock at start and then commits', async () => {
    site = await createTempSite();
    const lock = path.join(site.contentDir, '.git/index.lock');
    await writeFile(lock, '');
    const logger = memoryLogger();
    const repo = new ContentRepo({ dir: site.contentDir, author, logger, lockWaitMs: 50 });
    await repo.prepare();
    await expect(stat(lock)).rejects.toThrow();
    expect(logger.lines.join('\n')).toMatch(/removed a stale .*index\.lock/);

    await writeFile(path.join(site.contentDir, 'posts/after-lock.html'), '---\ntitle: x\n---\n');
    await repo.commit(['posts/after-lock.html'], 'Add post "after lock"');
    expect((await site.git('log', '-1', '--format=%an <%ae> %s')).trim()).toBe('Repo Test <repo@folio.test> Add post "after lock"');
    // The identity came from the command line only: the repo's own config is untouched.
    expect(await readFile(path.join(site.contentDir, '.git/config'), 'utf8')).not.toContain('repo@folio.test');
  });

  it('leaves a lock alone while a live Git command releases it within the wait', async () => {
    site = await createTempSite();
    const lock = path.join(site.contentDir, '.git/index.lock');
    await writeFile(lock, '');
    const logger = memoryLogger();
    const repo = new ContentRepo({ dir: site.contentDir, author, logger, lockWaitMs: 5_000 });
    // The "live command" releases its lock after a moment; a recovery without waiting would log it.
    const released = new Promise((resolve) => setTimeout(resolve, 300)).then(() => rm(lock));
    await repo.prepare();
    await released;
    expect(logger.lines.join('\n')).not.toMatch(/stale/);
  });

  it('creates a repository with the first commit when the folder is not one', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'folio-norepo-'));
    try {
      await mkdir(path.join(root, 'posts'));
      const logger = memoryLogger();
      const repo = new ContentRepo({ dir: root, author, logger });
      await repo.prepare();
      expect(logger.lines.join('\n')).toMatch(/is not a Git repository/);
      await writeFile(path.join(root, 'posts/first.html'), 'x');
      await writeFile(path.join(root, 'untracked.txt'), 'left alone');
      const hash = await repo.commit(['posts/first.html'], 'Add post "first"');
      expect(hash).toMatch(/^[0-9a-f]{40}$/);
      expect(await repo.history('posts/first.html')).toMatchObject([{ hash, authorName: 'Repo Test', message: 'Add post "first"' }]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
