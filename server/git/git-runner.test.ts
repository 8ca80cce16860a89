import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { git, redactRemote } from './git-runner';

describe('redactRemote', () => {
  it('hides the credentials of every remote URL in a text', () => {
    expect(redactRemote("fatal: unable to access 'https://owner:ghp_secret@github.com/o/r.git/' and git+ssh://me:pw@host/x")).toBe(
      "fatal: unable to access 'https://***@github.com/o/r.git/' and git+ssh://***@host/x",
    );
    expect(redactRemote('/srv/content.git has no credentials')).toBe('/srv/content.git has no credentials');
  });

  it('reads a 100,000-letter word in well under a second', () => {
    // The unanchored scheme pattern retried from every letter: ~17 s for this text.
    const started = performance.now();
    redactRemote(`${'a'.repeat(100_000)} https://u:p@host`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('runGit and another git holding the lock', () => {
  it("waits for an editor's git to let go of index.lock instead of failing", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-lock-'));
    try {
      await git(['init', '-q', '-b', 'main'], { cwd: dir });
      await writeFile(path.join(dir, 'a.md'), 'a');
      const lock = path.join(dir, '.git', 'index.lock');
      await writeFile(lock, '');
      // Another git lets go of its lock 300 ms later.
      const released = new Promise((resolve) => setTimeout(() => void rm(lock).then(resolve), 300));
      await git(['add', '--', 'a.md'], { cwd: dir });
      await released;
      expect(await git(['diff', '--cached', '--name-only'], { cwd: dir })).toBe('a.md');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('still fails when the lock never goes away, naming it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-lock-'));
    try {
      await git(['init', '-q', '-b', 'main'], { cwd: dir });
      await writeFile(path.join(dir, 'a.md'), 'a');
      await writeFile(path.join(dir, '.git', 'index.lock'), '');
      await expect(git(['add', '--', 'a.md'], { cwd: dir })).rejects.toThrow(/index\.lock/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('runGit and a stray signal', () => {
  // A SIGTERM sent to the server's process group can reach a git forked in that instant, before
  // it leaves the group. A fake `git` first in PATH plays that: its first call ends by SIGTERM.
  async function withStrayTerm<T>(run: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-signal-'));
    const bin = path.join(dir, 'bin');
    await mkdir(bin);
    const marker = path.join(dir, 'signalled');
    const script = `#!/bin/sh\nif [ ! -e '${marker}' ]; then : > '${marker}'; kill -TERM $$; fi\nPATH='${process.env.PATH}' exec git "$@"\n`;
    await writeFile(path.join(bin, 'git'), script, { mode: 0o755 });
    const previous = process.env.PATH;
    process.env.PATH = `${bin}:${previous}`;
    try {
      return await run(dir);
    } finally {
      process.env.PATH = previous;
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('asks a read again, and names the signal when a command cannot be repeated', async () => {
    await withStrayTerm(async (dir) => {
      expect(await git(['rev-parse', '--sq-quote', 'asked again'], { cwd: dir })).toBe(" 'asked again'");
    });
    await withStrayTerm(async (dir) => {
      await expect(git(['init', '-q'], { cwd: dir })).rejects.toThrow('git init failed (ended by SIGTERM)');
      expect(await git(['init', '-q'], { cwd: dir })).toBe('');
    });
  });
});
