// `npm run bench`: builds, then measures and prints each figure next to its target — a
// measurement, not a test.
// - Lighthouse (mobile, median of 3) on /, /works, a post and /services, with the first-load
//   JavaScript of every public page;
// - server CPU per request of cached answers next to a minimal Node server sending the same
//   bytes, side by side in one run;
// - requests per second and p99 of /, a post and /api/blog next to a same-size static file;
// - cold start-up and hand-edit-to-API latency with 100, 1,000 and 10,000 posts, and the
//   console's create-to-visible latency.
// Writes bench/results.json and bench/results.md (the tables docs/benchmark.md shows).
// BENCH_ONLY=lighthouse,cost,throughput,scale picks sections; BENCH_RUNS, BENCH_SECONDS,
// BENCH_COST_SECONDS, BENCH_COST_ROUNDS and BENCH_SIZES tune them.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../tests/support/temp-site';
import { measurePages } from './bench/lighthouse';
import { measureScale } from './bench/content-scale';
import { measureServerCost } from './bench/server-cost';
import { measureThroughput } from './bench/throughput';

const only = new Set((process.env.BENCH_ONLY ?? 'lighthouse,cost,throughput,scale').split(','));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const COST_SECONDS = Number(process.env.BENCH_COST_SECONDS ?? 5);
const COST_ROUNDS = Number(process.env.BENCH_COST_ROUNDS ?? 3);
const SIZES = (process.env.BENCH_SIZES ?? '100,1000,10000').split(',').map(Number);

/** Issue 15's targets; each figure is printed next to its own. */
const TARGET = { performance: 100, performanceFloor: 99, otherScores: 100, fcpMs: 1300, jsKib: 100, jsKibCeiling: 110, costRatio: 2.5, costRatioAim: 1.25 };

const PUBLIC_PATHS = (post: string, project: string, template: string) => [
  '/', '/works', `/works/${project}`, '/blog', `/blog/${post}`, '/services', '/about', '/contact', '/calendar', '/blueprint',
  '/templates', `/templates/${template}`, '/map-projects', '/privacy', '/terms', `/template-view/${template}`, '/admin/blog',
];

function markdownTable(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const keys = Object.keys(rows[0]!);
  return [`| ${keys.join(' | ')} |`, `|${keys.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${keys.map((key) => String(row[key])).join(' | ')} |`)].join('\n');
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

async function main(): Promise<void> {
  const { buildAll } = (await import(path.join(REPO_ROOT, 'esbuild.config.mjs'))) as { buildAll: () => Promise<void> };
  await buildAll();
  const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), machine: '2 cores (the workplace machine)', targets: TARGET };
  const tables: string[] = [];
  const verdicts: string[] = [];
  const section = (title: string, rows: Record<string, unknown>[]) => {
    console.log(`\n${title}`);
    console.table(rows);
    tables.push(`${title}:\n\n${markdownTable(rows)}`);
  };

  if (only.has('lighthouse')) {
    const { lighthouse, firstLoad } = await measurePages(RUNS, PUBLIC_PATHS);
    results.lighthouse = lighthouse;
    results.firstLoadJs = firstLoad;
    section(
      `Lighthouse, mobile defaults, median of ${RUNS} runs (targets in brackets)`,
      lighthouse.map((r) => ({
        page: r.path,
        [`perf (${TARGET.performance})`]: r.performance,
        [`a11y (${TARGET.otherScores})`]: r.accessibility,
        [`best pr. (${TARGET.otherScores})`]: r.bestPractices,
        [`SEO (${TARGET.otherScores})`]: r.seo,
        [`FCP ms (≤ ${TARGET.fcpMs})`]: r.fcpMs,
        'LCP ms': r.lcpMs,
        'TBT ms': r.tbtMs,
        CLS: r.cls,
        'other origins (0)': r.thirdParty,
        [`first-load JS gz KiB (≤ ${TARGET.jsKib})`]: r.jsGzipKib,
        'br KiB': r.jsBrotliKib,
        'all JS sent KiB': r.jsAllKib,
        'CPU index': r.cpuIndex,
      })),
    );
    section(
      `First-load JavaScript of every public page, KiB (target ≤ ${TARGET.jsKib}, never above ${TARGET.jsKibCeiling}; the console is not public)`,
      firstLoad.map((r) => ({ page: r.path, gzip: r.gzipKib, brotli: r.brotliKib })),
    );
    const publicLoads = firstLoad.filter((r) => r.path !== '/admin/blog');
    verdicts.push(
      `Performance ${TARGET.performance} on every page (never below ${TARGET.performanceFloor}): ${lighthouse.map((r) => r.performance).join(', ')} — ${verdict(lighthouse.every((r) => r.performance >= TARGET.performanceFloor))}`,
      `Accessibility, best practices and SEO ${TARGET.otherScores}: ${verdict(lighthouse.every((r) => r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100))}`,
      `FCP ≤ ${TARGET.fcpMs} ms: ${lighthouse.map((r) => r.fcpMs).join(', ')} — ${verdict(lighthouse.every((r) => r.fcpMs <= TARGET.fcpMs))}`,
      `No request to another origin while the pages load: ${verdict(lighthouse.every((r) => r.thirdParty === 0))}`,
      `Machine: Lighthouse's CPU index ${lighthouse.map((r) => r.cpuIndex).join(', ')} (higher is faster; docs/benchmark.md's figures name theirs: TBT and the score fall as it falls)`,
      `First-load JS ≤ ${TARGET.jsKib} KiB gzip on every public page: largest ${Math.max(...publicLoads.map((r) => r.gzipKib))} — ${verdict(publicLoads.every((r) => r.gzipKib <= TARGET.jsKib))}` +
        ` (never above ${TARGET.jsKibCeiling}: ${verdict(publicLoads.every((r) => r.gzipKib <= TARGET.jsKibCeiling))}; brotli, as browsers receive it: largest ${Math.max(...publicLoads.map((r) => r.brotliKib))} — ${verdict(publicLoads.every((r) => r.brotliKib <= TARGET.jsKib))})`,
    );
  }
  if (only.has('cost')) {
    const rows = await measureServerCost(COST_SECONDS, COST_ROUNDS);
    results.serverCost = rows;
    section(
      `Server CPU per cached answer (gzip, 50 connections, median of ${COST_ROUNDS} × ${COST_SECONDS} s), next to a minimal Node server sending the same bytes`,
      rows.map((r) => ({ path: r.path, bytes: r.bytes, 'site µs': r.siteUs, 'minimal µs': r.minimalUs, [`ratio (≤ ${TARGET.costRatio}, aim ${TARGET.costRatioAim})`]: r.ratio, 'site req/s': r.siteRps, 'minimal req/s': r.minimalRps })),
    );
    verdicts.push(`CPU ratio ≤ ${TARGET.costRatio}: ${rows.map((r) => r.ratio).join(', ')} — ${verdict(rows.every((r) => r.ratio <= TARGET.costRatio))} (aim ${TARGET.costRatioAim}: ${verdict(rows.every((r) => r.ratio <= TARGET.costRatioAim))})`);
  }
  if (only.has('throughput')) {
    const rows = await measureThroughput(SECONDS);
    results.throughput = rows;
    section(
      `Throughput, 100 connections for ${SECONDS} s each, next to the same server answering a static file of the same size`,
      rows.map((r) => ({ path: r.path, bytes: r.bytes, 'req/s': r.rps, 'p99 ms': r.p99Ms, 'static req/s': r.staticRps, 'static p99 ms': r.staticP99Ms, 'ratio (target ≥ 0.5)': r.ratio })),
    );
  }
  if (only.has('scale')) {
    const rows = await measureScale(SIZES, 5);
    results.scale = rows;
    section(
      'Content scale (medians of 5)',
      rows.map((r) => ({ posts: r.posts, 'cold start ms': r.coldStartMs, 'index build ms (target < 3000)': r.indexMs, 'hand edit → API ms (target < 300)': r.handEditMs, 'console create → visible ms': r.createToVisibleMs })),
    );
  }

  if (verdicts.length > 0) {
    console.log(`\nIssue 15's targets:\n${verdicts.map((line) => `- ${line}`).join('\n')}`);
    tables.push(`Targets:\n\n${verdicts.map((line) => `- ${line}`).join('\n')}`);
  }
  results.verdicts = verdicts;
  await mkdir(path.join(REPO_ROOT, 'bench'), { recursive: true });
  await writeFile(path.join(REPO_ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(REPO_ROOT, 'bench/results.md'), `Measured ${results.measuredAt} on ${results.machine}.\n\n${tables.join('\n\n')}\n`);
  console.log('\nbench: wrote bench/results.json and bench/results.md');
}

await main();
