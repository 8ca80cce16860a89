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

  it('removes items and keeps the removal on disk', async () => {
    const leads = await LeadCollection.open<{ n: number }>(dir, 'leads.json', 'leads');
    await Promise.all([1, 2, 3, 4].map((n) => leads.append({ n })));
    expect(await leads.remove((item) => item.n % 2 === 0)).toEqual([{ n: 2 }, { n: 4 }]);
    expect(await onDisk('leads.json')).toEqual({ leads: [{ n: 1 }, { n: 3 }] });
    expect(await leads.remove((item) => item.n === 9)).toEqual([]);
  });

  it('never undoes a hand edit made while it runs: the next append starts from the edited file', async () => {
    const leads = await LeadCollection.open<{ n: number }>(dir, 'leads.json', 'leads');
    await Promise.all([1, 2, 3].map((n) => leads.append({ n })));
    // The owner deletes lead 2 by hand (a different size, so the change shows however coarse the clock).
    await writeFile(path.join(dir, 'leads.json'), JSON.stringify({ leads: [{ n: 1 }, { n: 3 }] }));
    expect(await leads.current()).toEqual([{ n: 1 }, { n: 3 }]);
    await leads.append({ n: 4 });
    expect(await onDisk('leads.json')).toEqual({ leads: [{ n: 1 }, { n: 3 }, { n: 4 }] });

    // Deleting the whole file by hand deletes every lead; the next one starts a new file.
    await rm(path.join(dir, 'leads.json'));
    await leads.append({ n: 5 });
    expect(await onDisk('leads.json')).toEqual({ leads: [{ n: 5 }] });
  });

  it('refuses to write over a hand edit that no longer reads, and leaves it as it was', async () => {
    const leads = await LeadCollection.open<string>(dir, 'leads.json', 'leads');
    await leads.append('first');
    await writeFile(path.join(dir, 'leads.json'), '{"leads": ["first",');
    await expect(leads.append('second')).rejects.toThrow(/could not be read .* will not overwrite it/);
    expect(await readFile(path.join(dir, 'leads.json'), 'utf8')).toBe('{"leads": ["first",');
  });
});
