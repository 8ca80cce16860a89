// The post search on the built server at scale (decision 062): a temp site of realistic posts
// (realistic-posts.ts), the server spawned on it; when the newest post answers (ready), its RSS;
// when /api/search says its index is complete, the time that took and the RSS again (the
// difference is what the index holds); then the time /api/search takes for queries not asked
// before (not cached) and asked again (cached).
// Run: npm run build && node --import tsx scripts/bench/search-server.ts [posts]   (default 10,000)
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SearchAnswer } from '../../src/lib/search';
import { createTempSite } from '../../tests/support/temp-site';
import { spawnBenchServer } from './bench-server';
import { realisticPost } from './realistic-posts';

const count = Number(process.argv[2] ?? 10_000);
const SEED = 29;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const site = await createTempSite();
try {
  for (let start = 0; start < count; start += 500) {
    const posts = Array.from({ length: Math.min(500, count - start) }, (_, k) => realisticPost({ index: start + k, count, seed: SEED }));
    for (const folder of new Set(posts.map((post) => path.dirname(path.join(site.contentDir, post.path))))) await mkdir(folder, { recursive: true });
    await Promise.all(posts.map((post) => writeFile(path.join(site.contentDir, post.path), post.text)));
  }
  await site.git('add', '-A');
  await site.git('commit', '-q', '-m', `${count} realistic posts`);
  const newest = realisticPost({ index: count - 1, count, seed: SEED });
  const load = loadavg()[0]!.toFixed(1);
  const server = await spawnBenchServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir });
  try {
    const status = async (target: string) => (await fetch(server.url + target).catch(() => null))?.status ?? 0;
    while ((await status(`/api/blog/${newest.slug}`)) !== 200) await Promise.race([sleep(20), server.exited]);
    const readyAt = performance.now();
    const rssReady = mb(await server.rssBytes());
    let probe = 0;
    const answer = async (q: string) => (await (await fetch(`${server.url}/api/search?q=${encodeURIComponent(q)}`)).json()) as SearchAnswer;
    while (!(await answer(`probe${(probe += 1)}`)).complete) await sleep(20);
    const completeMs = Math.round(performance.now() - readyAt);
    await sleep(2000);
    const rssComplete = mb(await server.rssBytes());
    const queries = ['postgres', 'cache', 'deploy', 'query planner', 'kubernetes logs', 'post', 'typscript', 'profiling node', 'zero downtime deploy', 'nothingmatcheshere', 'redis', 'migrating docker'];
    const timed = async (q: string) => {
      const t = performance.now();
      const found = await answer(q);
      return { ms: performance.now() - t, total: found.total };
    };
    const first = [];
    for (const q of queries) first.push({ q, ...(await timed(q)) });
    const again = [];
    for (const q of queries) again.push((await timed(q)).ms);
    const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`search on the server, ${count} posts (load ${load} → ${loadavg()[0]!.toFixed(1)} on this machine):`);
    console.log(`  ready (newest post answers) → search index complete: ${completeMs} ms`);
    console.log(`  RSS ${rssReady} MB once ready, ${rssComplete} MB with the search index complete (+${rssComplete - rssReady} MB)`);
    console.log(`  /api/search, first ask: median ${median(first.map((r) => r.ms)).toFixed(1)} ms, max ${Math.max(...first.map((r) => r.ms)).toFixed(1)} ms; asked again (cached): median ${median(again).toFixed(1)} ms`);
    console.log(`  ${first.map((r) => `${r.q}: ${r.total} found in ${r.ms.toFixed(1)} ms`).join('; ')}`);
    console.log(server.output().split('\n').filter((line) => /indexed|serving/.test(line)).join('\n'));
  } finally {
    await server.stop();
  }
} finally {
  await site.cleanup();
}
