// Posts brought from other site generators (Jekyll, Hugo YAML and TOML, Astro, Eleventy, Gatsby,
// Docusaurus, Hexo, Next.js starters, dev.to, Obsidian), written in each one's documented style
// with its quirks (tests/fixtures/imported-posts). At least 95 % must be served with the right
// title, date, summary and tags; every other one must be reported with a message saying what
// to change. Read by the real index from a real Git repo, as a pull would bring them; then again
// as an owner drops them in: images absent, nothing committed (decision 045).
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { isAssetPath } from '../../server/content/content-paths';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentIndex } from '../../server/content/content-index';
import { memoryLogger } from '../../server/logger';
import { REPO_ROOT } from '../support/temp-site';

const run = promisify(execFile);
const CORPUS = path.join(REPO_ROOT, 'tests/fixtures/imported-posts');
const PUBLIC_DIR = path.join(REPO_ROOT, 'public');

interface Expectation {
  file: string;
  generator: string;
  served: boolean;
  slug: string;
  title?: string;
  date?: string | null;
  summary?: string;
  tags?: string[];
  draft?: boolean;
  reason?: string;
}

const expectations = JSON.parse(await readFile(path.join(CORPUS, 'expected.json'), 'utf8')) as Expectation[];
/** The first commit's date, for posts that name no date anywhere. */
const COMMIT_DATE = '2022-02-02';

let root: string;
let index: ContentIndex;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'folio-imported-'));
  for (const generator of new Set(expectations.map((expected) => expected.generator))) {
    await cp(path.join(CORPUS, generator), path.join(root, 'posts', generator), { recursive: true });
  }
  const env = { ...process.env, GIT_AUTHOR_DATE: `${COMMIT_DATE}T10:00:00Z`, GIT_COMMITTER_DATE: `${COMMIT_DATE}T10:00:00Z` };
  const git = (...args: string[]) => run('git', ['-C', root, '-c', 'user.name=Importer', '-c', 'user.email=import@example.com', ...args], { env });
  await git('init', '-q', '-b', 'main');
  await git('add', '-A');
  await git('commit', '-q', '-m', 'Import posts');
  index = new ContentIndex({ contentDir: root, publicDir: PUBLIC_DIR, logger: memoryLogger() });
  await index.build();
});
afterAll(() => rm(root, { recursive: true, force: true }));

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const problemsOf = (file: string) => index.problems().filter((problem) => problem.file === `posts/${file}`);

/** What is wrong with one served expectation, or null. */
function mismatch(expected: Expectation): string | null {
  const post = index.findPost(expected.slug);
  if (!post) return `not served as ${expected.slug}: ${JSON.stringify(problemsOf(expected.file).map((problem) => problem.message))}`;
  if (index.postFile(expected.slug) !== `posts/${expected.file}`) return `${expected.slug} is served from ${index.postFile(expected.slug)}`;
  if (expected.title !== undefined && post.title !== expected.title) return `title ${JSON.stringify(post.title)}`;
  const date = expected.date === null ? COMMIT_DATE : expected.date;
  if (date !== undefined && post.publishedAt.slice(0, 10) !== date) return `date ${post.publishedAt}`;
  if (expected.summary !== undefined) {
    const summary = normalize(post.summary.replace(/…$/, ''));
    if (!normalize(expected.summary).startsWith(summary) || summary.length < Math.min(60, normalize(expected.summary).length)) return `summary ${JSON.stringify(post.summary)}`;
  }
  if (expected.tags !== undefined && JSON.stringify(post.tags) !== JSON.stringify(expected.tags)) return `tags ${JSON.stringify(post.tags)}`;
  if (expected.draft !== undefined && post.draft !== expected.draft) return `draft ${post.draft}`;
  return null;
}

describe('posts imported from other generators', () => {
  it('holds at least 40 posts from at least 9 generators', () => {
    expect(expectations.length).toBeGreaterThanOrEqual(40);
    expect(new Set(expectations.map((expected) => expected.generator)).size).toBeGreaterThanOrEqual(9);
  });

  it('serves at least 95 % of them with the right title, date, summary and tags', () => {
    const failures = expectations.filter((expected) => expected.served).map((expected) => [expected.file, mismatch(expected)] as const).filter(([, why]) => why !== null);
    const served = expectations.length - failures.length - expectations.filter((expected) => !expected.served).length;
    expect(failures, failures.map(([file, why]) => `${file}: ${why}`).join('\n')).toEqual([]);
    expect(served / expectations.length).toBeGreaterThanOrEqual(0.95);
  });

  it("shows none of another tool's syntax on a page: no front matter, template tags, admonition or callout markers", () => {
    // Code blocks and inline code show source as written; everything else is what a visitor reads.
    const visible = (html: string) => html.replace(/<pre[\s\S]*?<\/pre>/g, '').replace(/<code>[\s\S]*?<\/code>/g, '');
    const RAW = /\{\{[<%]|[>%]\}\}|\{%|%\}|\{\{|\}\}|^<p>:::|<p>\[!\w+\]|\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION|info|note|tip|warning)\]|<p>(?:Title|Date|Tags|title|date|tags): /m;
    const SOURCE_SUMMARY = /\b(?:title|author|tags|date|categories|layout):\s/i;
    const defects = expectations
      .filter((expected) => expected.served)
      .flatMap((expected) => {
        const post = index.findPost(expected.slug);
        if (!post) return [];
        const raw = RAW.exec(visible(post.content));
        return [...(raw ? [`${expected.file}: ${JSON.stringify(raw[0])} on the page`] : []), ...(SOURCE_SUMMARY.test(post.summary) ? [`${expected.file}: summary is source: ${post.summary}`] : [])];
      });
    expect(defects).toEqual([]);
  });

  it('shows admonitions and callouts as asides with their own titles', () => {
    const offline = index.findPost('offline-tile-packs')!.content;
    expect(offline).toContain('<aside class="callout callout-tip" role="note">\n<div class="callout-title">Size first</div>');
    expect(offline).toContain('<div class="callout-title">Migrating from 2.2</div>');
    expect(index.findPost('spatial-index-reading-notes')!.content).toContain('<div class="callout-title">Where these notes come from</div>');
    expect(index.findPost('welcome-to-my-map-blog')!.content).toContain('<div class="callout-title">Reproducible maps</div>');
  });

  it('sets a translation aside with a note instead of letting it take its original\'s address', () => {
    expect(index.postFile('typesetting-maps')).toBe('posts/hugo-yaml/typesetting-maps/index.md');
    expect(index.problems()).toContainEqual(expect.objectContaining({ file: 'posts/hugo-yaml/typesetting-maps/index.zh.md', message: expect.stringContaining('is a translation (zh) of index.md') }));
  });

  it.each(expectations.filter((expected) => !expected.served).map((expected) => [expected.file, expected] as const))('reports %s with a message that says what to change', (file, expected) => {
    const errors = problemsOf(file).filter((problem) => problem.level === 'error');
    expect(errors.length, `${file} was served`).toBeGreaterThan(0);
    const text = errors.map((problem) => `${problem.field ?? ''}: ${problem.message}`).join(' ');
    if (expected.reason) expect(text.toLowerCase()).toContain(expected.reason.toLowerCase());
    expect(text).toMatch(/write|add|use|rewrite|rename|replace|fix/i);
  });
});

describe('the same posts dropped in as they are: images absent, nothing committed', () => {
  let bare: string;
  let dropped: ContentIndex;
  beforeAll(async () => {
    bare = await mkdtemp(path.join(tmpdir(), 'folio-dropped-'));
    for (const generator of new Set(expectations.map((expected) => expected.generator))) {
      await cp(path.join(CORPUS, generator), path.join(bare, 'posts', generator), { recursive: true, filter: (source) => !isAssetPath(source) });
    }
    await run('git', ['-C', bare, 'init', '-q', '-b', 'main']);
    dropped = new ContentIndex({ contentDir: bare, publicDir: PUBLIC_DIR, logger: memoryLogger() });
    await dropped.build();
  });
  afterAll(() => rm(bare, { recursive: true, force: true }));

  it('serves every post it served with its images, and reports each missing image as a note', () => {
    const missing = expectations.filter((expected) => expected.served && !dropped.findPost(expected.slug));
    expect(missing.map((expected) => `${expected.file}: ${JSON.stringify(dropped.problems().filter((problem) => problem.file === `posts/${expected.file}`))}`)).toEqual([]);
    const imageNotes = dropped.problems().filter((problem) => problem.level === 'note' && /is not in the content folder/.test(problem.message));
    expect(imageNotes.length).toBeGreaterThan(0);
    for (const note of imageNotes) expect(note.message).toMatch(/add .* or fix the path/);
  });

  it('dates a post with no date anywhere by its file, and says so', () => {
    for (const expected of expectations.filter((each) => each.served && each.date === null)) {
      const post = dropped.findPost(expected.slug)!;
      expect(Date.now() - Date.parse(post.publishedAt)).toBeLessThan(24 * 3600 * 1000);
      expect(dropped.problems()).toContainEqual(expect.objectContaining({ file: `posts/${expected.file}`, field: 'publishedAt', level: 'note', message: expect.stringContaining('not committed yet') }));
    }
  });

  it('never puts a missing image on a page: only other sites\' images and the app\'s own files are left', async () => {
    const publicFiles = new Set((await readdir(PUBLIC_DIR, { recursive: true })).map((file) => `/${file}`));
    const servable = (url: string) => /^https?:\/\//.test(url) || publicFiles.has(url.split('?')[0]!);
    for (const expected of expectations.filter((each) => each.served)) {
      const post = dropped.findPost(expected.slug)!;
      if (post.image !== null) expect(servable(post.image), `${expected.file}: image ${post.image}`).toBe(true);
      for (const [, src] of post.content.matchAll(/<img [^>]*src="([^"]*)"/g)) expect(servable(src!), `${expected.file}: <img src="${src}">`).toBe(true);
    }
  });
});
