// Restores refuse what a backup never holds — links, hard links, devices — by listing the archive
// before anything is unpacked, and never print a link's target (red-team issue 26, finding 7).
import { execFile } from 'node:child_process';
import { link, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDataDir, MANIFEST, restoreDataDir } from './data-archive';

const run = promisify(execFile);
const SECRET = 'SECRET-BYTES-OF-ANOTHER-FILE';

let base: string;
let secret: string;
beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'folio-archive-'));
  secret = path.join(base, 'secret.txt');
  await writeFile(secret, `${SECRET}\n`);
});
afterEach(() => rm(base, { recursive: true, force: true }));

/** An archive of a staging folder laid out by `lay`, as someone could hand-craft it. */
async function craft(lay: (staging: string) => Promise<void>): Promise<string> {
  const staging = path.join(base, 'staging');
  await mkdir(path.join(staging, 'data'), { recursive: true });
  await lay(staging);
  const archive = path.join(base, 'crafted.tar.gz');
  await run('tar', ['--create', '--gzip', `--file=${archive}`, '-C', staging, ...(await readdir(staging))]);
  return archive;
}

const manifest = (files: unknown[] = []) => JSON.stringify({ format: 1, createdAt: '2026-11-26T08:00:00.000Z', files });

describe('restoreDataDir', () => {
  it('restores what backupDataDir archived', async () => {
    const dataDir = path.join(base, 'data');
    await mkdir(path.join(dataDir, 'nested'), { recursive: true });
    await writeFile(path.join(dataDir, 'contacts.json'), '{"contacts":[]}');
    await writeFile(path.join(dataDir, 'nested/x.json'), '{}');
    const { archive } = await backupDataDir(dataDir, path.join(base, 'backups'));
    const restored = path.join(base, 'restored');
    expect((await restoreDataDir(archive, restored)).files).toEqual(['contacts.json', 'nested/x.json']);
    expect(await readFile(path.join(restored, 'nested/x.json'), 'utf8')).toBe('{}');
  });

  it('refuses a manifest that is a symbolic link, without reading or printing its target', async () => {
    const archive = await craft((staging) => symlink(secret, path.join(staging, MANIFEST)));
    const restored = path.join(base, 'restored');
    const error = (await restoreDataDir(archive, restored).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toContain(`holds ${MANIFEST}, which is a symbolic link; a Folio backup holds only files and folders, so nothing was restored`);
    expect(error.message).not.toContain(SECRET);
    expect(error.message).not.toContain(secret);
    expect(await readdir(restored).catch(() => [])).toEqual([]);
  });

  it.each([
    ['a symbolic link', (staging: string) => symlink(secret, path.join(staging, 'data/contacts.json'))],
    ['a hard link', async (staging: string) => {
      await writeFile(path.join(staging, 'data/a.json'), '{}');
      await link(path.join(staging, 'data/a.json'), path.join(staging, 'data/contacts.json'));
    }],
  ])('refuses a data file that is %s', async (kind, lay) => {
    const archive = await craft(async (staging) => {
      await writeFile(path.join(staging, MANIFEST), manifest());
      await lay(staging);
    });
    await expect(restoreDataDir(archive, path.join(base, 'restored'))).rejects.toThrow(`holds data/contacts.json, which is ${kind}`);
  });

  it('refuses a member outside data/ or climbing out with ..', async () => {
    const outside = await craft(async (staging) => {
      await writeFile(path.join(staging, MANIFEST), manifest());
      await writeFile(path.join(staging, 'elsewhere.json'), '{}');
    });
    await expect(restoreDataDir(outside, path.join(base, 'restored'))).rejects.toThrow('is not a Folio data backup (it holds elsewhere.json, outside data/)');
    const climbing = path.join(base, 'climbing.tar.gz');
    await mkdir(path.join(base, 'staging2/data'), { recursive: true });
    await writeFile(path.join(base, 'staging2', MANIFEST), manifest());
    await writeFile(path.join(base, 'staging2/x.json'), '{}');
    await run('tar', ['--create', '--gzip', `--file=${climbing}`, '-C', path.join(base, 'staging2'), MANIFEST, 'data', '--transform=s,^x.json,data/../x.json,', 'x.json']);
    await expect(restoreDataDir(climbing, path.join(base, 'restored'))).rejects.toThrow('outside data/');
  });

  it('names a damaged manifest without quoting it', async () => {
    const archive = await craft((staging) => writeFile(path.join(staging, MANIFEST), `{${SECRET}`));
    const error = (await restoreDataDir(archive, path.join(base, 'restored')).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toContain(`is not a Folio data backup (no readable ${MANIFEST} of format 1)`);
    expect(error.message).not.toContain(SECRET);
  });
});
