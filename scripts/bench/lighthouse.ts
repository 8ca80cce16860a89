// Lighthouse (mobile defaults, system Chromium), median of several runs per page, on a server
// started on a temp copy of the content.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../tests/support/server-process';
import { createTempSite, REPO_ROOT } from '../../tests/support/temp-site';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface LighthouseRow {
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

export interface FirstLoadRow {
  path: string;
  jsGzipKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** gzip bytes of the scripts a page links before it runs: the entry and its modulepreloads. */
export async function firstLoadJsGzip(html: string): Promise<number> {
  const scripts = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  let total = 0;
  for (const script of new Set(scripts)) total += (await readFile(path.join(REPO_ROOT, 'dist/client', `${script}.gz`))).length;
  return total;
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

async function measure(url: string, port: number) {
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

/** Lighthouse medians for the key pages, and the first-load JS of every public page. */
export async function measurePages(runs: number, publicPaths: (postSlug: string, projectSlug: string, templateSlug: string) => string[]): Promise<{ lighthouse: LighthouseRow[]; firstLoad: FirstLoadRow[] }> {
  const site = await createTempSite();
  await useLocalThirdPartyAssets(site.contentDir);
  const server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const first = async (api: string) => ((await (await fetch(server.url + api)).json()) as { slug: string }[])[0]!.slug;
    const [post, project, template] = await Promise.all([first('/api/blog'), first('/api/projects'), first('/api/templates')]);
    const lighthouseRows: LighthouseRow[] = [];
    for (const pagePath of ['/', '/works', `/blog/${post}`, '/services']) {
      const url = server.url + pagePath;
      await fetch(url); // warm the image and page caches, as a live site would be
      const samples: Awaited<ReturnType<typeof measure>>[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measure(url, chrome.port));
      const pick = (key: keyof (typeof samples)[number]) => median(samples.map((sample) => sample[key]));
      lighthouseRows.push({
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
    const firstLoad: FirstLoadRow[] = [];
    for (const pagePath of publicPaths(post, project, template)) {
      firstLoad.push({ path: pagePath, jsGzipKb: Number(((await firstLoadJsGzip(await (await fetch(server.url + pagePath)).text())) / 1024).toFixed(1)) });
    }
    return { lighthouse: lighthouseRows, firstLoad };
  } finally {
    await chrome.kill();
    await server.stop();
    await site.cleanup();
  }
}
