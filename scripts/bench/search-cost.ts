// What the post search (server/content/post-search.ts, decision 062) costs at scale: the time to
// index every post (what the start pays), the heap the index holds once built, and the time a
// search takes, for the bench's realistic posts (2–3 KB, a small vocabulary) and for long posts
// drawn from a large vocabulary (1,500 words each out of 60,000: the index's worst honest case).
// Run: node --expose-gc --import tsx scripts/bench/search-cost.ts [posts]   (default 10,000)
//      REPLACES=20000 also files that many edits and measures the heap they leave behind.
import { performance } from 'node:perf_hooks';
import { marked } from 'marked';
import { bodyText, INDEXED_TEXT_CHARS, PostSearch } from '../../server/content/post-search';
import type { Post } from '../../src/lib/content-types';
import { createRng } from '../../tests/support/seeded-random';
import { realisticPost } from './realistic-posts';

const count = Number(process.argv[2] ?? 10_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

function heapMb(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

function post(slug: string, title: string, summary: string, tags: string[], content: string): Post {
  return { slug, id: slug, title, summary, tags, content, publishedAt: '2024-01-01T00:00:00Z', draft: false } as unknown as Post;
}

function realisticPosts(): Post[] {
  return Array.from({ length: count }, (_, index) => {
    const { slug, text } = realisticPost({ index, count, seed: 29 });
    const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(front)?.[1]?.replace(/^"|"$/g, '') ?? '';
    return post(slug, field('title'), field('summary') || field('description'), field('tags').replace(/[[\]]/g, '').split(', '), marked.parse(body, { async: false }));
  });
}

/** Pseudo-words by rank, used with a Zipf-like draw: a few very common, a long tail of rare ones. */
function largeVocabularyPosts(): Post[] {
  const rng = createRng(62);
  const syllables = ['ka', 'ro', 'mi', 'te', 'lu', 'sa', 'ne', 'po', 'di', 'ga', 'fe', 'zu', 'bo', 'ri', 'ta', 'le', 'mo', 'shi', 'ven', 'dor'];
  const words = Array.from({ length: 60_000 }, (_, i) => {
    let word = '';
    for (let n = i + 1, parts = 0; n > 0 || parts < 2; n = Math.floor(n / syllables.length), parts += 1) word += syllables[n % syllables.length];
    return word;
  });
  const word = () => words[Math.min(words.length - 1, Math.floor(Math.exp(rng.next() * Math.log(words.length))) - 1)]!;
  const sentence = (n: number) => Array.from({ length: n }, word).join(' ');
  return Array.from({ length: count }, (_, i) => {
    const paragraphs = Array.from({ length: 15 }, () => `<p>${sentence(100)}.</p>`).join('\n');
    return post(`long-post-${i}`, sentence(6), sentence(25), [word(), word()], `<h2>${sentence(4)}</h2>\n${paragraphs}`);
  });
}

/** What must outlive a measure, so that its collection does not show as the index's heap. */
const keptAlive: unknown[] = [];

async function measure(name: string, posts: Post[], queries: string[]): Promise<void> {
  let search = new PostSearch();
  // CPU time beside wall time: on a machine shared with other work, the wall time of a build
  // is mostly waiting for a core.
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  search.setAll(posts);
  await search.caughtUp();
  const buildMs = performance.now() - started;
  const buildCpu = process.cpuUsage(cpuBefore);
  const buildCpuMs = (buildCpu.user + buildCpu.system) / 1000;
  const textStarted = performance.now();
  for (const post of posts) bodyText(post.content, INDEXED_TEXT_CHARS);
  const textMs = performance.now() - textStarted;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const perQuery = new Map<string, number>();
  let found = 0;
  for (let round = 0; round < 20; round += 1)
    for (const query of queries) {
      const t = performance.now();
      const cpu = process.cpuUsage();
      found += search.search(query).length;
      const ms = performance.now() - t;
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
      times.push(ms);
      perQuery.set(query, Math.max(perQuery.get(query) ?? 0, ms));
    }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const editStarted = performance.now();
  for (let i = 0; i < 100; i += 1) search.set(posts[i]!.slug, { ...posts[i]! });
  const editMs = (performance.now() - editStarted) / 100;
  const pct = (p: number) => times[Math.floor((times.length - 1) * p)]!.toFixed(2);
  console.log(
    `${name}: ${count} posts; index filled in ${buildMs.toFixed(0)} ms (${buildCpuMs.toFixed(0)} ms of CPU, in turns of 250 posts); ` +
      `search median ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms (${queries.length} queries × 20, ${(found / 20).toFixed(0)} hits a round); one post filed again ${editMs.toFixed(2)} ms`,
  );
  const cpuPct = (p: number) => cpuTimes[Math.floor((cpuTimes.length - 1) * p)]!.toFixed(2);
  console.log(`  search CPU time: median ${cpuPct(0.5)} ms, p95 ${cpuPct(0.95)} ms`);
  console.log(`  slowest per query (ms): ${[...perQuery].map(([q, ms]) => `${q} ${ms.toFixed(1)}`).join(', ')}`);
  // Many edits must leave nothing behind: each post is edited to a version with a word no other
  // post has, then back (REPLACES=20000 to measure it). The versions are made before the heap is
  // measured, so that only what the index keeps of the edits shows.
  const replaces = Number(process.env.REPLACES ?? 0);
  const edited = replaces > 0 ? posts.map((post, i) => ({ ...post, content: `${post.content}<p>edited${i}word</p>` })) : [];
  // Flattened now (reading a string joined with + flattens it), not while the edits run, and
  // kept to the end, so that neither shows as a change of the index's heap.
  for (const post of edited) bodyText(post.content);
  keptAlive.push(edited);
  const withIndex = heapMb();
  if (replaces > 0) {
    const replaceStarted = performance.now();
    for (let i = 0; i < replaces; i += 1) {
      const at = i % posts.length;
      const round = Math.floor(i / posts.length);
      search.set(posts[at]!.slug, round % 2 === 0 ? edited[at]! : posts[at]!);
    }
    const replaceMs = (performance.now() - replaceStarted) / replaces;
    const even = Math.floor(replaces / posts.length) % 2 === 0;
    const afterReplaces = heapMb();
    // search is read after the heap is measured: else V8 may see it as dead and collect it.
    console.log(
      `  after ${replaces} replacements (${replaceMs.toFixed(2)} ms each, every post ${even ? 'back as it was' : 'left edited'}, ${search.size} posts): ` +
        `heap ${(afterReplaces - withIndex).toFixed(1)} MB more than before them`,
    );
  }
  search = undefined!;
  const heapCost = withIndex - heapMb();
  console.log(`  heap held by the index: ${heapCost.toFixed(1)} MB; body text derived in ${textMs.toFixed(0)} ms of the build (${INDEXED_TEXT_CHARS} characters a post at most)`);
}

// One corpus per run (VARIANT=realistic|long), so that one's garbage does not weigh on the other.
if (process.env.VARIANT !== 'long') {
  await measure('realistic posts', realisticPosts(), ['postgres', 'cache', 'deploy', 'query planner', 'kubernetes logs', 'post', 'ty', 'typscript', 'deployed', 'profiling node', 'zero downtime deploy', 'nothingmatcheshere']);
} else {
  await measure('long posts, large vocabulary', largeVocabularyPosts(), ['kami', 'rotemi', 'ka ro', 'sashi', 'dorven', 'lutesa', 'kamiro tesa', 'venla', 'mo', 'zzzz']);
}
