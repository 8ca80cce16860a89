// content:init's history on a real temp repository (issue 40): every commit message and author
// comes across byte for byte, whatever it holds — the separators a log format might split on
// (\x1e, \x1f), newlines where a subject or body may have them, and text beyond ASCII.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initContentRepo } from './content-repo-init';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'folio-content-init-'));
  await mkdir(path.join(root, 'content/posts'), { recursive: true });
  await git(root, 'init', '--quiet', '--initial-branch=main');
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Runs git in `dir`, with `input` on standard input; answers its output as it is. */
function git(dir: string, ...args: (string | { input: string })[]): Promise<string> {
  const input = args.find((arg) => typeof arg !== 'string');
  const argv = args.filter((arg): arg is string => typeof arg === 'string');
  return new Promise((resolve, reject) => {
    const child = execFile('git', ['-C', dir, ...argv], { encoding: 'utf8' }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    // A command that reads no input may be gone before it is written to.
    child.stdin!.on('error', () => undefined).end(input?.input ?? '');
  });
}

/** A commit's message exactly as stored: everything after the header's blank line. */
async function storedMessage(dir: string, commit: string): Promise<string> {
  const raw = await git(dir, 'cat-file', 'commit', commit);
  return raw.slice(raw.indexOf('\n\n') + 2);
}

const MESSAGES = [
  'Record separator \x1e in the subject\n\nand \x1e in the body\n',
  'Unit separator \x1f here\x1f and there\n',
  'Both \x1e\x1f side by side, and a \x1d group separator\n',
  'Ünïcödé: 日本語のポスト ✓ 🎉 — em dash\n\nБольше текста.\n',
  'Many lines\n\nline one\nline two\n\n\nafter two blank lines\n',
  'No newline at the end',
  '\nStarts with a newline\n',
];

describe('content:init keeps every commit message', () => {
  it.each(MESSAGES.map((message) => [JSON.stringify(message), message]))('%s', async (_shown, message) => {
    await writeFile(path.join(root, 'content/posts/a.md'), 'first\n');
    await git(root, 'add', '-A');
    await git(root, '-c', 'user.name=Ärger Ōwner', '-c', 'user.email=owner@folio.test', 'commit', '--quiet', '--cleanup=verbatim', '-F', '-', { input: 'First\n' });
    await writeFile(path.join(root, 'content/posts/a.md'), 'second\n');
    await git(root, '-c', 'user.name=Second Author', '-c', 'user.email=second@folio.test', 'commit', '--quiet', '-a', '--cleanup=verbatim', '-F', '-', { input: message });
    // An app commit after it, which the new history leaves out.
    await writeFile(path.join(root, 'package.json'), '{}\n');
    await git(root, 'add', 'package.json');
    await git(root, '-c', 'user.name=App', '-c', 'user.email=app@folio.test', 'commit', '--quiet', '-m', 'App only');
    const source = (await git(root, 'log', '--format=%H', '--', 'content')).split('\n').filter(Boolean);
    expect(await storedMessage(root, source[0]!)).toBe(message);

    const done = await initContentRepo(path.join(root, 'content'));
    expect(done.commits).toBe(2);
    const dir = path.join(root, 'content');
    const made = (await git(dir, 'log', '--format=%H')).split('\n').filter(Boolean);
    expect(made).toHaveLength(2);
    expect(await storedMessage(dir, made[0]!)).toBe(message);
    expect(await storedMessage(dir, made[1]!)).toBe('First\n');
    expect(await git(dir, 'log', '-1', '--format=%an <%ae> %aI', made[1]!)).toBe(await git(root, 'log', '-1', '--format=%an <%ae> %aI', source[1]!));
    expect(await git(dir, 'status', '--porcelain')).toBe('');
  });
});
