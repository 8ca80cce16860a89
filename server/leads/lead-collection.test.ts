import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LeadCollection } from './lead-collection';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-leads-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const onDisk = async (file: string) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as unknown;

describe('LeadCollection', () => {
  it('starts empty without a file, and each append is on disk when it resolves', async () => {
    const leads = await LeadCollection.open<{ n: number }>(dir, 'leads.json', 'leads');
    expect(leads.list()).toEqual([]);
    await leads.append({ n: 1 });
    expect(await onDisk('leads.json')).toEqual({ leads: [{ n: 1 }] });
    await Promise.all([leads.append({ n: 2 }), leads.append({ n: 3 })]);
    expect(await onDisk('leads.json')).toEqual({ leads: [{ n: 1 }, { n: 2 }, { n: 3 }] });
  });

  it('loads what an earlier process stored', async () => {
    await (await LeadCollection.open<string>(dir, 'leads.json', 'leads')).append('kept');
    expect((await LeadCollection.open<string>(dir, 'leads.json', 'leads')).list()).toEqual(['kept']);
  });

  it('refuses a damaged file and leaves it as it was', async () => {
    await writeFile(path.join(dir, 'leads.json'), '{"leads": [{"n": 1}');
    await expect(LeadCollection.open(dir, 'leads.json', 'leads')).rejects.toThrow(/leads\.json could not be read .* will not overwrite it/);
    await writeFile(path.join(dir, 'other.json'), '{"something": []}');
    await expect(LeadCollection.open(dir, 'other.json', 'leads')).rejects.toThrow(/has no "leads" list/);
    expect(await readFile(path.join(dir, 'leads.json'), 'utf8')).toBe('{"leads": [{"n": 1}');
  });

  it('takes an item back out when its write fails, so it is not saved later by surprise', async () => {
    const leads = await LeadCollection.open<string>(dir, 'leads.json', 'leads');
    await mkdir(path.join(dir, 'leads.json'));
    await expect(leads.append('lost')).rejects.toThrow();
    expect(leads.list()).toEqual([]);
  });
});
