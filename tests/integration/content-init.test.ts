// `npm run content:init` (decision 041): a content folder inside the app's repository gets a
// repository of its own with the history of its files, ready for a remote; the app's repository
// is left as it was; a second run, and a run with uncommitted content, refuse and change nothing.
import { execFile } from 'node:child_process';
import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { runCli } from '../support/cli';
import { startTestApp } from '../support/in-process-app';
import { createTempSite, type TempSite } from '../support/temp-site';

const run = promisify(execFile);
let site: TempSite | undefined;
afterEach(() => site?.cleanup());

const contentInit = (target: TempSite) => runCli('scripts/cli/content-init', [], { env: { CONTENT_DIR: target.contentDir, DATA_DIR: target.dataDir } });
const gitIn = async (dir: string, ...args: string[]) => (await run('git', ['-C', dir, ...args])).stdout;

describe('npm run content:init', () => {
  it("gives the content its own repository with its history, and leaves the app's as it was", async () => {
    site = await createTempSite({ layout: 'subfolder' });
    // One more commit of content, and one of the app only, which the new history must not hold.
    await writeFile(path.join(site.contentDir, 'posts/added-later.md'), '---\ntitle: Added Later\nsummary: A post committed after the first commit.\npublishedAt: 2026-03-01\n---\n\nBody.\n');
    await site.git('add', 'posts/added-later.md');
    await site.git('-c', 'user.name=Later Author', '-c', 'user.email=later@folio.test', 'commit', '--quiet', '--date=2024-05-06T07:08:09Z', '-m', 'Add a post later');
    await writeFile(path.join(site.repoDir, 'server/app.ts'), 'export const app = "changed";\n');
    await gitIn(site.repoDir, 'commit', '--quiet', '-am', 'Change the app only');
    const appHead = await gitIn(site.repoDir, 'rev-parse', 'HEAD');

    const done = await contentInit(site);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`content:init: ${site.contentDir} is now a Git repository of its own, on the branch main, with the 2 commit(s) of ${site.repoDir} that changed content/`);
    expect(done.stdout).toContain(`git -C ${site.contentDir} remote add origin <url> && git -C ${site.contentDir} push -u origin main`);

    // Its own top, with the content's commits only, their authors and dates kept, and nothing to commit.
    expect(await gitIn(site.contentDir, 'rev-parse', '--show-toplevel')).toBe(`${site.contentDir}\n`);
    expect(await gitIn(site.contentDir, 'log', '--format=%s|%an|%aI')).toBe('Add a post later|Later Author|2024-05-06T07:08:09+00:00\nThe app and its demo content|Folio Tests|' + (await gitIn(site.repoDir, 'log', '-1', '--format=%aI', 'HEAD~2')));
    expect(await gitIn(site.contentDir, 'status', '--porcelain')).toBe('');
    expect(await gitIn(site.contentDir, 'show', 'HEAD:posts/added-later.md')).toContain('title: Added Later');
    await expect(gitIn(site.contentDir, 'cat-file', '-e', 'HEAD:server/app.ts')).rejects.toThrow();
    // The app's repository: same head, no leftover ref.
    expect(await gitIn(site.repoDir, 'rev-parse', 'HEAD')).toBe(appHead);
    expect(await gitIn(site.repoDir, 'for-each-ref', 'refs/folio-content-init')).toBe('');

    // The printed step that stops tracking the folder in the app's repository works as printed.
    const untrack = /^ +(cd .+ && git rm -r --cached .+)$/m.exec(done.stdout)![1]!;
    await run('sh', ['-c', untrack]);
    expect(await gitIn(site.repoDir, 'status', '--porcelain')).toBe('');
    expect(await gitIn(site.repoDir, 'ls-files')).toBe('.gitignore\npackage.json\nserver/app.ts\n');
    expect(await gitIn(site.contentDir, 'status', '--porcelain')).toBe('');

    // Run again: it already is its own repository.
    const again = await contentInit(site);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`content:init: ${site.contentDir} already is the top folder of its own Git repository: nothing to do. To back it up, add a remote`);

    // Started again, the console commits into the content's own repository, not the app's.
    const app = await startTestApp({ site, env: { ADMIN_PASSWORD: TEST_PASSWORD } });
    try {
      expect((await send(`${app.url}/api/blog`, { token: await signIn(app.url), body: postInput('after-content-init') })).status).toBe(201);
      expect(await gitIn(site.contentDir, 'log', '-1', '--name-only', '--format=')).toBe('posts/after-content-init.html\n');
      expect(await gitIn(site.repoDir, 'log', '-1', '--format=%s')).toBe('Content lives in its own repository\n');
    } finally {
      await app.close();
    }
  });

  it('refuses, changing nothing, while content has uncommitted changes', async () => {
    site = await createTempSite({ layout: 'subfolder' });
    await writeFile(path.join(site.contentDir, 'posts/not-committed.md'), '---\ntitle: Not Committed\n---\n\nBody.\n');
    const refused = await contentInit(site);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('has changes that are not committed (posts/not-committed.md)');
    await expect(access(path.join(site.contentDir, '.git'))).rejects.toThrow();
  });
});
