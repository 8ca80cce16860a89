// `npm run bench`: builds, starts the server on a temp copy of the content, and runs Lighthouse
// (mobile defaults, system Chromium) 3 times on each page, reporting the medians: category
// scores, LCP, TBT, CLS, and the gzip size of the JavaScript each page loads before it is
// interactive. Writes bench/results.json and prints a table. A measurement, not a test.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../tests/support/server-process';
import { createTempSite, REPO_ROOT } from '../tests/support/temp-site';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface PageResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstLoadJsGzipKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** gzip bytes of the scripts a page links before it runs: the entry and its modulepreloads. */
async function firstLoadJsGzip(html: string): Promise<number> {
  const scripts = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  let total = 0;
  for (const script of new Set(scripts)) total += (await readFile(path.join(REPO_ROOT, 'dist/client', `${script}.gz`))).length;
  return total;
}

async function measure(url: string, port: number): Promise<Omit<PageResult, 'path' | 'firstLoadJsGzipKb'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
}

/**
 * This machine has no internet: a third-party image would fail and log a console error that a
 * visitor online never sees. The bench's temp content points such assets at their local copies.
 */
async function useLocalThirdPartyAssets(contentDir: string): Promise<void> {
  const file = path.join(contentDir, 'site.yaml');
  const settings = await readFile(file, 'utf8');
  const fallback = /fallbackThumbnail:\s*(\S+)/.exec(settings)?.[1];
  if (fallback) await writeFile(file, settings.replace(/thumbnailUrl:\s*\S+/, `thumbnailUrl: ${fallback}`));
  console.log('bench: offline machine, so the tutorial thumbnail is served from its local copy');
}

async function main(): Promise<void> {
  const { buildAll } = (await import(path.join(REPO_ROOT, 'esbuild.config.mjs'))) as { buildAll: () => Promise<void> };
  await buildAll();
  const site = await createTempSite();
  await useLocalThirdPartyAssets(site.contentDir);
  const server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const [post] = (await (await fetch(`${server.url}/api/blog`)).json()) as { slug: string }[];
    const paths = ['/', '/works', `/blog/${post!.slug}`, '/services'];
    const results: PageResult[] = [];
    for (const pagePath of paths) {
      const url = server.url + pagePath;
      await fetch(url); // warm the image cache and the page cache, as a live site would be
      const runs: Awaited<ReturnType<typeof measure>>[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(url, chrome.port));
      const pick = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
      results.push({
        path: pagePath,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        firstLoadJsGzipKb: Number(((await firstLoadJsGzip(await (await fetch(url)).text())) / 1024).toFixed(1)),
      });
    }
    await mkdir(path.join(REPO_ROOT, 'bench'), { recursive: true });
    await writeFile(path.join(REPO_ROOT, 'bench/results.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, lighthouse: results }, null, 2)}\n`);
    console.log(`\nLighthouse, mobile defaults, median of ${RUNS} runs\n`);
    console.table(
      Object.fromEntries(
        results.map((r) => [r.path, { perf: r.performance, a11y: r.accessibility, 'best pr.': r.bestPractices, seo: r.seo, 'LCP ms': r.lcpMs, 'TBT ms': r.tbtMs, CLS: r.cls, 'JS gz KB': r.firstLoadJsGzipKb }]),
      ),
    );
  } finally {
    await chrome.kill();
    await server.stop();
    await site.cleanup();
  }
}

await main();
