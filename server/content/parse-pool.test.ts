// The content parser pool with its real workers (started from the sources through tsx): files read
// and parsed off the main thread, images known to the worker as they come and go, first commit
// dates asked of the main thread, and a file that overruns its deadline refused without stopping
// the next.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParsePool, type ParseOutcome } from './parse-pool';

const post = (front: string, body = 'The body.') => `---\ntitle: A post\nsummary: About it.\n${front}\n---\n${body}\n`;

let dir: string;
const pool = new ParsePool(2, 4_000);
const hurried = new ParsePool(1, 1000);
/** One reader with a long deadline and a short slow mark: a slow file is set aside, and then served. */
const marked = new ParsePool(1, 60_000, 500, undefined, 400);
/** One worker, counted as grown after two files. */
const busy = new ParsePool(1, 4_000, 2);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-parse-pool-'));
  await mkdir(path.join(dir, 'posts'), { recursive: true });
});
afterAll(async () => {
  await Promise.all([pool.close(), hurried.close(), busy.close(), marked.close()]);
  await rm(dir, { recursive: true, force: true });
});

/** `count` posts named `<name>-<i>.md` written into posts/; their paths. */
function writePosts(name: string, count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const file = `posts/${name}-${i}.md`;
      await writeFile(path.join(dir, file), post('publishedAt: 2025-03-05'));
      return file;
    }),
  );
}

/**
 * A list nested `depth` deep, two spaces a level: marked's block lexer reads each level's text
 * again, ~1 s for 500 levels, several for 800, which no cut before the parse bounds.
 */
const nestedList = (depth: number) => Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}- a`).join('\n');

async function waitUntil(condition: () => boolean): Promise<void> {
  for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (Date.now() - started > 30_000) throw new Error('waited 30 s');
  }
}

function served(outcome: ParseOutcome) {
  if (outcome.result === 'missing' || !outcome.result.ok) throw new Error(`not served: ${JSON.stringify(outcome.result)}`);
  return { item: outcome.result.parsed.item as unknown as Record<string, unknown>, problems: outcome.result.problems };
}

describe('the content parser pool', () => {
  it('reads and parses a file in a worker, with its stamp', async () => {
    await writeFile(path.join(dir, 'posts/first.md'), post('publishedAt: 2025-03-05', '## Hello\n\nSome *text*.\n\n<script>alert(1)</script>'));
    const session = pool.open({ contentDir: dir, assets: new Set(), publicFiles: null, firstCommitDate: async () => null });
    const outcome = await session.readAndParse('posts/first.md');
    const { item } = served(outcome);
    expect(item.title).toBe('A post');
    expect(item.content).toContain('<em>text</em>');
    expect(item.content).not.toContain('script');
    expect(outcome.stamp).toMatch(/^\d+:\d+(\.\d+)?$/);
    expect((await session.readAndParse('posts/gone.md')).result).toBe('missing');
    session.close();
  });

  it('never follows a link', async () => {
    await symlink('/etc/passwd', path.join(dir, 'posts/link.md'));
    const session = pool.open({ contentDir: dir, assets: new Set(), publicFiles: null, firstCommitDate: async () => null });
    const { result } = await session.readAndParse('posts/link.md');
    expect(result).toEqual({ ok: false, problems: [expect.objectContaining({ level: 'error', message: expect.stringContaining('symbolic link') })], assets: [] });
    session.close();
  });

  it("knows the index's images as they come and go", async () => {
    await writeFile(path.join(dir, 'posts/pictured.md'), post('publishedAt: 2025-03-05\nimage: ./pictured/cover.png'));
    const assets = new Set<string>();
    const session = pool.open({ contentDir: dir, assets, publicFiles: null, firstCommitDate: async () => null });
    expect(served(await session.readAndParse('posts/pictured.md')).item.image).toBeNull();
    assets.add('posts/pictured/cover.png');
    session.assetChanged('posts/pictured/cover.png', true);
    // Both workers heard of it, whichever takes the next jobs.
    const [one, two] = await Promise.all([session.readAndParse('posts/pictured.md'), session.readAndParse('posts/pictured.md')]);
    expect([served(one).item.image, served(two).item.image]).toEqual(['/media/posts/pictured/cover.png', '/media/posts/pictured/cover.png']);
    session.close();
  });

  it('asks the main thread for a first commit date', async () => {
    await writeFile(path.join(dir, 'posts/undated.md'), post(''));
    const asked: string[] = [];
    const session = pool.open({
      contentDir: dir,
      assets: new Set(),
      publicFiles: null,
      firstCommitDate: async (file) => {
        asked.push(file);
        return new Date('2024-02-03T04:05:06Z');
      },
    });
    const { item, problems } = served(await session.readAndParse('posts/undated.md'));
    expect(asked).toEqual(['posts/undated.md']);
    expect(item.publishedAt).toBe('2024-02-03T04:05:06.000Z');
    expect(problems).toEqual([expect.objectContaining({ field: 'publishedAt', message: expect.stringContaining('first committed') })]);
    session.close();
  });

  it('parses text given for a file without reading it, and renders a body alone', async () => {
    const session = pool.open({ contentDir: dir, assets: new Set(), publicFiles: null, firstCommitDate: async () => null });
    const result = await session.parse('posts/not-on-disk.md', post('publishedAt: soon'));
    expect(result).toEqual({ ok: false, problems: [expect.objectContaining({ level: 'error', field: 'publishedAt' })], assets: [] });
    expect(await pool.render('**bold** <img src=x onerror=alert(1)>', 'md')).toBe('<p><strong>bold</strong> <img loading="lazy" src="x" /></p>');
    session.close();
  });

  it('keeps one worker once told the burst is over: a warm one after a small burst', async () => {
    const session = pool.open({ contentDir: dir, assets: new Set(), publicFiles: null, firstCommitDate: async () => null });
    await Promise.all((await writePosts('burst', 6)).map((file) => session.readAndParse(file)));
    expect(pool.workers()).toEqual({ running: 2, lean: 0, slow: 0 });
    pool.settle();
    expect(pool.workers()).toEqual({ running: 1, lean: 0, slow: 0 });
    // The worker kept parses the next hand edit.
    expect(served(await session.readAndParse('posts/burst-0.md')).item.title).toBe('A post');
    pool.settle();
    expect(pool.workers()).toEqual({ running: 1, lean: 0, slow: 0 });
    session.close();
  }, 30_000);

  it('keeps one lean worker, warmed with a post of its own, once the workers have grown', async () => {
    const session = busy.open({ contentDir: dir, assets: new Set(), publicFiles: null, firstCommitDate: async () => null });
    await writeFile(path.join(dir, 'posts/grown-python.md'), post('publishedAt: 2025-03-05', '```py\nprint("hi")\n```'));
    await Promise.all([...(await writePosts('grown', 6)), 'posts/grown-python.md'].map((file) => session.readAndParse(file)));
    expect(busy.workers()).toEqual({ running: 1, lean: 0, slow: 0 });
    // The languages its workers met are in the warm-up, so that a hand edit's first block in one does not wait for it to load.
    expect(busy['warmUpText']()).toContain('```python\n');
    busy.settle();
    expect(busy.workers()).toEqual({ running: 1, lean: 1, slow: 0 });
    await busy.warmed();
    // Its warm-up and the next hand edit take turns in it; no second worker is started meanwhile.
    expect(served(await session.readAndParse('posts/grown-1.md')).item.title).toBe('A post');
    expect(busy.workers()).toEqual({ running: 1, lean: 1, slow: 0 });
    session.close();
  }, 30_000);

  it('stops a file that overruns its deadline, refuses it after a try with its code plain, and reads the files behind it first', async () => {
    await writeFile(path.join(dir, 'posts/slow.md'), post('publishedAt: 2025-03-05', nestedList(800)));
    const session = hurried.open({ contentDir: dir, assets: new Set(), publicFiles: null, firstCommitDate: async () => null });
    const order: string[] = [];
    const read = (file: string) => session.readAndParse(file).then((outcome) => (order.push(file), outcome));
    const others = await writePosts('after-slow', 3);
    const [slow, ...next] = await Promise.all([read('posts/slow.md'), ...others.map(read)]);
    expect(slow.result).toEqual({ ok: false, problems: [expect.objectContaining({ level: 'error', message: expect.stringContaining('took over 1 s to render') })], assets: [] });
    for (const outcome of next) expect(served(outcome).item.title).toBe('A post');
    for (const file of others) expect(order.indexOf(file)).toBeLessThan(order.indexOf('posts/slow.md'));
    session.close();
  }, 60_000);

  it('sets a file that runs past the slow mark aside, reads the files behind it first, then serves it', async () => {
    await writeFile(path.join(dir, 'posts/deep.md'), post('publishedAt: 2025-03-05', nestedList(550)));
    const session = marked.open({ contentDir: dir, assets: new Set(), publicFiles: null, firstCommitDate: async () => null });
    const order: string[] = [];
    const setAside: string[] = [];
    const read = (file: string) => session.readAndParse(file, { setAside: () => setAside.push(file) }).then((outcome) => (order.push(file), outcome));
    const others = await writePosts('behind-deep', 6);
    const [deep, ...rest] = await Promise.all([read('posts/deep.md'), ...others.map(read)]);
    expect(setAside).toContain('posts/deep.md');
    for (const outcome of rest) expect(served(outcome).item.title).toBe('A post');
    // (A file that was quick is never set aside; on a very busy machine one may be, and then waits in the slow lane too.)
    for (const file of others.filter((other) => !setAside.includes(other))) expect(order.indexOf(file)).toBeLessThan(order.indexOf('posts/deep.md'));
    // Read whole in the slow lane, with its full deadline: served.
    expect(served(deep).item.title).toBe('A post');
    session.close();
  }, 60_000);

  it('answers a console parse before the reads waiting, and never behind the slow lane', async () => {
    await writeFile(path.join(dir, 'posts/deep-a.md'), post('publishedAt: 2025-03-05', nestedList(550)));
    await writeFile(path.join(dir, 'posts/deep-b.md'), post('publishedAt: 2025-03-05', nestedList(550)));
    const session = marked.open({ contentDir: dir, assets: new Set(), publicFiles: null, firstCommitDate: async () => null });
    const order: string[] = [];
    const reads = ['posts/deep-a.md', 'posts/deep-b.md', ...(await writePosts('queued', 8))].map((file) => session.readAndParse(file).then(() => order.push(file)));
    // Both slow files are set aside (the queued reads wait behind them) before the save comes.
    await waitUntil(() => marked.workers().slow === 2);
    const save = session.parse('posts/console-save.md', post('publishedAt: 2025-03-05', 'Saved from the console.')).then((result) => (order.push('console'), result));
    expect(await save).toMatchObject({ ok: true });
    await Promise.all(reads);
    // Ahead of the reads that waited, and of the second slow file, which waits for the first.
    expect(order.indexOf('console')).toBeLessThan(order.indexOf('posts/queued-7.md'));
    expect(order.indexOf('console')).toBeLessThan(order.indexOf('posts/deep-b.md'));
    session.close();
  }, 60_000);

  it('answers with the reason when its workers cannot start, rather than starting them forever', async () => {
    const script = path.join(dir, 'broken-parser.mjs');
    await writeFile(script, "throw new Error('the parser bundle is broken');\n");
    const broken = new ParsePool(1, 4_000, 500, pathToFileURL(script));
    try {
      const session = broken.open({ contentDir: dir, assets: new Set(), publicFiles: null, firstCommitDate: async () => null });
      const [first, second] = await Promise.all([session.readAndParse('posts/first.md'), session.readAndParse('posts/other.md')]);
      for (const outcome of [first, second]) {
        expect(outcome.result).toEqual({ ok: false, problems: [expect.objectContaining({ level: 'error', message: expect.stringMatching(/the content parser could not start \(.*the parser bundle is broken.*\); reinstall or rebuild/) })], assets: [] });
      }
      expect(broken.workers().running).toBe(0);
      // The next file tries again, and is answered the same way.
      expect((await session.readAndParse('posts/first.md')).result).toMatchObject({ ok: false });
    } finally {
      await broken.close();
    }
  }, 30_000);
});
