// The app repo's .gitignore: what a running site writes (data, backups, builds, .env) stays out of
// Git, and nothing Git tracks is listed there (a listed tracked file is still committed, which
// misleads whoever reads the list). Reads the checkout only.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const git = async (...args: string[]) => (await promisify(execFile)('git', ['-C', ROOT, ...args])).stdout;
const ignored = (file: string) => git('check-ignore', '--no-index', '-q', file).then(() => true, () => false);

describe('.gitignore', () => {
  it('lists no file that Git tracks', async () => {
    expect(await git('ls-files', '--cached', '--ignored', '--exclude-standard')).toBe('');
  });

  it.each([
    ['backups/folio-data-2026-11-26T03-00-00Z.tar.gz'],
    ['data/admin-password.json'],
    ['data/contacts.json'],
    ['.env'],
    ['dist/server/main.js'],
    ['node_modules'],
  ])('keeps %s out of Git', async (file) => {
    expect(await ignored(file)).toBe(true);
  });

  it('keeps what the repo needs in it', async () => {
    for (const file of ['data/.gitkeep', '.env.example', 'content/site.yaml', 'scripts/cli/backup.ts']) expect(await ignored(file)).toBe(false);
  });
});
