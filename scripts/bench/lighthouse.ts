// Lighthouse (mobile defaults, system Chromium), median of several runs per page, on a server
// started on a temp copy of the content (whose video provider is unreachable, as on this
// machine: the server shows its local thumbnail, and no page asks the provider anyway).
import { readFile } from 'node:fs/promises';
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
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Requests to other origins during the run. */
  thirdParty: number;
  /** First-load JavaScript (see firstLoadJs), and every script the run transferred. */
  jsGzipKib: number;
  jsBrotliKib: number;
  jsAllKib: number;
  /**
   * Lighthouse's measure of the machine's CPU during the runs (its benchmarkIndex; higher is
   * faster). Its TBT is what the browser ran here, times 4: on a busy machine it comes out high.
   */
  cpuIndex: number;
}

export interface FirstLoadRow {
  path: string;
  gzipKib: number;
  brotliKib: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));

/**
 * The JavaScript the HTML names (the page script and the islands that start at once), with
 * the chunks each imports, in the gzip and brotli files the server sends. Islands that start
 * when idle, visible or touched are not counted: the browser run measures what is fetched.
 */
export async function firstLoadJs(html: string): Promise<{ gzip: number; brotli: number }> {
  const pageScript = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  if (!pageScript) throw new Error('the page has no page script');
  const atOnce = [...html.matchAll(/<folio-island [^>]*data-src="([^"]+)" data-when="load"/g)].map((match) => match[1]!);
  let gzip = 0;
  let brotli = 0;
  for (const script of await withImports([pageScript, ...atOnce])) {
    const file = path.join(REPO_ROOT, 'dist/client/assets', path.basename(script));
    gzip += (await readFile(`${file}.gz`)).length;
    brotli += (await readFile(`${file}.br`)).length;
  }
  return { gzip, brotli };
}

/** The scripts with the chunks they import statically (read from their `import` statements). */
async function withImports(scripts: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const pending = [...scripts];
  while (pending.length > 0) {
    const script = pending.pop()!;
    if (seen.has(script)) continue;
    seen.add(script);
    const code = await readFile(path.join(REPO_ROOT, 'dist/client/assets', path.basename(script)), 'utf8');
    for (const match of code.matchAll(/(?:^|[;}])\s*import\s*(?:[\w{},*\s$]+from\s*)?"\.\/([\w.-]+\.js)"/g)) pending.push(`/assets/${match[1]}`);
  }
  return seen;
}

async function measure(url: string, port: number) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const requests = ((audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []);
  const origin = new URL(url).origin;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    thirdParty: requests.filter((request) => !request.url.startsWith(origin) && !request.url.startsWith('data:')).length,
    jsAll: requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    cpuIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

/** A run that failed (Lighthouse's own trace errors happen under load) is repeated, twice at most. */
async function measureWithRetry(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, port);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`bench: ${(error as Error).message}; running it again`);
    }
  }
}

/**
 * Asks once for a page and every image it names (`src` and each `srcset` candidate on this
 * site), so the measured runs find the renditions made and cached, as any visit after the first
 * would: a first run otherwise waits for sharp to resize the LCP image.
 */
async function warm(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const images = new Set<string>();
  for (const [, attribute, value] of html.matchAll(/\s(src|srcset)="([^"]+)"/g)) {
    const candidates = attribute === 'srcset' ? value!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!) : [value!];
    for (const candidate of candidates) if (candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.endsWith('.js')) images.add(candidate.replaceAll('&amp;', '&'));
  }
  // Chromium's Accept for images: the renditions are made per format the browser takes.
  const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  // One at a time, and again after a pause when the answer was the original in its place: one
  // address may cause only so many new renditions at once (docs/decisions/040).
  for (const image of images) {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const answer = await fetch(new URL(image, url), { headers: { accept } });
      await answer.arrayBuffer();
      if (answer.headers.get('cache-control') !== 'no-store') break;
      await new Promise((resolve) => setTimeout(resolve, 2600));
    }
  }
}

/** Lighthouse medians for the key pages, and the first-load JS of every public page. */
export async function measurePages(runs: number, publicPaths: (postSlug: string, projectSlug: string, templateSlug: string) => string[]): Promise<{ lighthouse: LighthouseRow[]; firstLoad: FirstLoadRow[] }> {
  const site = await createTempSite();
  const server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const first = async (api: string) => ((await (await fetch(server.url + api)).json()) as { slug: string }[])[0]!.slug;
    const [post, project, template] = await Promise.all([first('/api/blog'), first('/api/projects'), first('/api/templates')]);
    const lighthouseRows: LighthouseRow[] = [];
    for (const pagePath of ['/', '/works', `/blog/${post}`, '/services']) {
      const url = server.url + pagePath;
      await warm(url); // the page and its image renditions cached, as on a live site
      const samples: Awaited<ReturnType<typeof measure>>[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measureWithRetry(url, chrome.port));
      const pick = (key: keyof (typeof samples)[number]) => median(samples.map((sample) => sample[key]));
      const js = await firstLoadJs(await (await fetch(url)).text());
      lighthouseRows.push({
        path: pagePath,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        thirdParty: Math.max(...samples.map((sample) => sample.thirdParty)),
        jsGzipKib: kib(js.gzip),
        jsBrotliKib: kib(js.brotli),
        jsAllKib: kib(pick('jsAll')),
        cpuIndex: pick('cpuIndex'),
      });
    }
    return { lighthouse: lighthouseRows, firstLoad: await firstLoadRows(server.url, publicPaths(post, project, template)) };
  } finally {
    await chrome.kill();
    await server.stop();
    await site.cleanup();
  }
}

async function firstLoadRows(baseUrl: string, paths: string[]): Promise<FirstLoadRow[]> {
  const rows: FirstLoadRow[] = [];
  for (const pagePath of paths) {
    const js = await firstLoadJs(await (await fetch(baseUrl + pagePath)).text());
    rows.push({ path: pagePath, gzipKib: kib(js.gzip), brotliKib: kib(js.brotli) });
  }
  return rows;
}

/** The first-load JavaScript of every public page and the console, without Lighthouse (a few seconds). */
export async function measureFirstLoad(publicPaths: (postSlug: string, projectSlug: string, templateSlug: string) => string[]): Promise<FirstLoadRow[]> {
  const site = await createTempSite();
  const server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir });
  try {
    const first = async (api: string) => ((await (await fetch(server.url + api)).json()) as { slug: string }[])[0]!.slug;
    const [post, project, template] = await Promise.all([first('/api/blog'), first('/api/projects'), first('/api/templates')]);
    return await firstLoadRows(server.url, publicPaths(post, project, template));
  } finally {
    await server.stop();
    await site.cleanup();
  }
}
