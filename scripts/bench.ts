// `npm run bench`: builds, then measures and prints — a measurement, not a test.
// - Lighthouse (mobile, median of 3) on /, /works, a post and /services, and the first-load JS
//   of every public page;
// - requests per second and p99 of /, a post and /api/blog next to a same-size static file;
// - cold start-up and hand-edit-to-API latency with 100, 1,000 and 10,000 posts, and the
//   console's create-to-visible latency.
// Writes bench/results.json and bench/results.md (the tables the README shows).
// BENCH_ONLY=lighthouse,throughput,scale picks sections; BENCH_RUNS, BENCH_SECONDS tune them.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../tests/support/temp-site';
import { measurePages } from './bench/lighthouse';
import { measureScale } from './bench/content-scale';
import { measureThroughput } from './bench/throughput';

const only = new Set((process.env.BENCH_ONLY ?? 'lighthouse,throughput,scale').split(','));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '100,1000,10000').split(',').map(Number);

const PUBLIC_PATHS = (post: string, project: string, template: string) => [
  '/', '/works', `/works/${project}`, '/blog', `/blog/${post}`, '/services', '/about', '/contact', '/calendar', '/blueprint',
  '/templates', `/templates/${template}`, '/map-projects', '/privacy', '/terms', `/template-view/${template}`, '/admin/blog',
];

function markdownTable(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const keys = Object.keys(rows[0]!);
  return [`| ${keys.join(' | ')} |`, `|${keys.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${keys.map((key) => String(row[key])).join(' | ')} |`)].join('\n');
}

async function main(): Promise<void> {
  const { buildAll } = (await import(path.join(REPO_ROOT, 'esbuild.config.mjs'))) as { buildAll: () => Promise<void> };
  await buildAll();
  const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), machine: '2 cores (the workplace machine)' };
  const tables: string[] = [];

  if (only.has('lighthouse')) {
    const { lighthouse, firstLoad } = await measurePages(RUNS, PUBLIC_PATHS);
    results.lighthouse = lighthouse;
    results.firstLoadJs = firstLoad;
    const rows = lighthouse.map((r) => ({ page: r.path, perf: r.performance, a11y: r.accessibility, 'best pr.': r.bestPractices, seo: r.seo, 'LCP ms': r.lcpMs, 'TBT ms': r.tbtMs, CLS: r.cls, 'JS gz KB': r.firstLoadJsGzipKb }));
    console.log(`\nLighthouse, mobile defaults, median of ${RUNS} runs`);
    console.table(rows);
    tables.push(`Lighthouse, mobile defaults, median of ${RUNS} runs:\n\n${markdownTable(rows)}`);
    const jsRows = firstLoad.map((r) => ({ page: r.path, 'first-load JS gz KB': r.jsGzipKb }));
    console.log('\nJavaScript loaded before each public page is interactive (gzip)');
    console.table(jsRows);
    tables.push(`First-load JavaScript per page (gzip):\n\n${markdownTable(jsRows)}`);
  }
  if (only.has('throughput')) {
    const rows = await measureThroughput(SECONDS);
    results.throughput = rows;
    const table = rows.map((r) => ({ path: r.path, bytes: r.bytes, 'req/s': r.rps, 'p99 ms': r.p99Ms, 'static req/s': r.staticRps, 'static p99 ms': r.staticP99Ms, 'ratio (target ≥ 0.5)': r.ratio }));
    console.log(`\nThroughput, 100 connections for ${SECONDS} s, next to a static file of the same size`);
    console.table(table);
    tables.push(`Throughput, 100 connections for ${SECONDS} s each, next to the same server answering a static file of the same size:\n\n${markdownTable(table)}`);
  }
  if (only.has('scale')) {
    const rows = await measureScale(SIZES, 5);
    results.scale = rows;
    const table = rows.map((r) => ({ posts: r.posts, 'cold start ms': r.coldStartMs, 'index build ms (target < 3000)': r.indexMs, 'hand edit → API ms (target < 300)': r.handEditMs, 'console create → visible ms': r.createToVisibleMs }));
    console.log('\nContent scale (medians of 5)');
    console.table(table);
    tables.push(`Content scale (medians of 5):\n\n${markdownTable(table)}`);
  }

  await mkdir(path.join(REPO_ROOT, 'bench'), { recursive: true });
  await writeFile(path.join(REPO_ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(REPO_ROOT, 'bench/results.md'), `Measured ${results.measuredAt} on ${results.machine}.\n\n${tables.join('\n\n')}\n`);
  console.log('\nbench: wrote bench/results.json and bench/results.md');
}

await main();
