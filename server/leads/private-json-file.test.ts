import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PrivateJsonFile } from './private-json-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-private-json-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('PrivateJsonFile', () => {
  it('creates its file, and any folder on the way, for the owner only', async () => {
    const file = path.join(dir, 'data', 'leads.json');
    await new PrivateJsonFile<{ n: number }>(file).write({ n: 1 });
    expect(await modeOf(file)).toBe(0o600);
    expect(await modeOf(path.dirname(file))).toBe(0o700);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ n: 1 });
  });

  it('closes up a file an earlier version left readable when it reads it', async () => {
    const file = path.join(dir, 'leads.json');
    await writeFile(file, '{"n": 2}', { mode: 0o644 });
    expect(await new PrivateJsonFile(file).read()).toEqual({ n: 2 });
    expect(await modeOf(file)).toBe(0o600);
  });

  it('reads a missing file as null', async () => {
    expect(await new PrivateJsonFile(path.join(dir, 'none.json')).read()).toBeNull();
  });

  it('keeps writes in order: after a burst the newest data is on disk, and no temp file is left', async () => {
    const file = path.join(dir, 'leads.json');
    const adapter = new PrivateJsonFile<{ n: number }>(file);
    const writes: Promise<void>[] = [];
    for (let n = 1; n <= 50; n += 1) {
      writes.push(adapter.write({ n }));
      if (n % 7 === 0) await Promise.resolve();
    }
    await Promise.all(writes);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ n: 50 });
    // A write that starts after the burst still lands last.
    await adapter.write({ n: 51 });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ n: 51 });
    expect(await readdir(dir)).toEqual(['leads.json']);
  });
});

describe('PrivateJsonFile.removeLeftovers', () => {
  it("removes only its own file's unfinished temp files", async () => {
    const file = path.join(dir, 'leads.json');
    await writeFile(path.join(dir, '.leads.json.0123456789ab.tmp'), '{"half');
    await writeFile(path.join(dir, '.other.json.0123456789ab.tmp'), '{}');
    await writeFile(file, '{}');
    await new PrivateJsonFile(file).removeLeftovers();
    expect((await readdir(dir)).sort()).toEqual(['.other.json.0123456789ab.tmp', 'leads.json']);
  });
});
