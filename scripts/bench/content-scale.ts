// The scale section (issue 28): Folio with 100 to 50,000 realistic posts (realistic-posts.ts),
// beside Hugo building the same files when it is installed. For each size, on the built server:
// - ready: from spawning the server until the newest and the oldest post both answer 200 at
//   /api/blog/<slug> (the later of the two), with the server's own "indexed … in N ms"; median
//   of three cold starts, each after one of Hugo's three builds;
// - on the last start, a hand edit: a post file written by this process, until the API answers
//   it (median of the samples); RSS of the server's node process once ready and after the
//   hand edits;
// - the console's create → visible latency.
// Each size gets its own temp site (and Hugo site), removed before the next one starts.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { postInput, send, signIn, TEST_PASSWORD } from '../../tests/support/admin-client';
import { createTempSite } from '../../tests/support/temp-site';
import { answerStatus as status, spawnBenchServer, type BenchServer } from './bench-server';
import { createHugoSite, hugoVersion, type HugoSite } from './hugo-site';
import { BENCH_IMAGE_BYTES, BENCH_IMAGES, realisticPost } from './realistic-posts';

export interface ScaleRow {
  posts: number;
  /** Median of the Hugo builds, null without Hugo. */
  hugoBuildMs: number | null;
  hugoRunsMs: number[];
  /** Spawn → the "serving" line (median). */
  servingMs: number | null;
  /** The server's own "indexed … in N ms" (median). */
  indexMs: number;
  /** Spawn → the newest and the oldest post answered (the later): median of the cold starts. */
  readyMs: number;
  readyRunsMs: number[];
  /**
   * The machine's 1-minute load average before each build and start, lowest and highest. Above
   * the number of cores other work shares them: Hugo, which uses them all, slows more than Folio.
   */
  load: { low: number; high: number; cores: number };
  /** readyMs / hugoBuildMs. */
  readyRatio: number | null;
  handEditMs: number;
  handEditsMs: number[];
  createToVisibleMs: number;
  rssReadyMb: number;
  rssAfterEditsMb: number;
  /** After the creates and SETTLE_MS with nothing to do: the parser workers the start used have stopped (decision 055). */
  rssSettledMb: number;
}

export interface ScaleRun {
  /** Hugo's version line, or null when it is not installed. */
  hugo: string | null;
  rows: ScaleRow[];
}

/** The same files every run. */
const SEED = 28;
const BATCH = 500;
/** Hugo builds and Folio cold starts, each a median of this many. */
const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds; the time it took. Stops at once if the server exits. */
async function waitUntil(server: BenchServer, check: () => Promise<boolean>, timeoutMs: number, intervalMs = 2): Promise<number> {
  const started = performance.now();
  let gone = false;
  const exited = server.exited.catch((error: unknown) => {
    gone = true;
    throw error;
  });
  const polling = (async () => {
    while (!gone && performance.now() - started < timeoutMs) {
      if (await check()) return performance.now() - started;
      await sleep(intervalMs);
    }
    throw new Error(gone ? 'the server exited' : `timed out after ${timeoutMs} ms`);
  })();
  return Promise.race([polling, exited]);
}

/** Writes the posts (and the images they name) into every folder given, `BATCH` files at a time. */
async function writeCorpus(size: number, contentDirs: string[], imageDirs: string[], say: (line: string) => void): Promise<void> {
  for (const dir of imageDirs) {
    for (const image of BENCH_IMAGES) {
      await mkdir(path.dirname(path.join(dir, image)), { recursive: true });
      await writeFile(path.join(dir, image), BENCH_IMAGE_BYTES);
    }
  }
  for (let start = 0; start < size; start += BATCH) {
    const posts = Array.from({ length: Math.min(BATCH, size - start) }, (_, k) => realisticPost({ index: start + k, count: size, seed: SEED }));
    for (const dir of contentDirs) {
      for (const folder of new Set(posts.map((post) => path.dirname(path.join(dir, post.path))))) await mkdir(folder, { recursive: true });
      await Promise.all(posts.map((post) => writeFile(path.join(dir, post.path), post.text)));
    }
    const written = start + posts.length;
    if (written % 10_000 === 0 && written < size) say(`wrote ${written} of ${size} posts`);
  }
}

interface ColdStart {
  server: BenchServer;
  readyMs: number;
  servingMs: number | null;
  indexMs: number;
}

/** Spawns the server and waits until the newest and the oldest post both answer. */
async function coldStart(size: number, contentDir: string, dataDir: string): Promise<ColdStart> {
  const lastPosts = [realisticPost({ index: 0, count: size, seed: SEED }), realisticPost({ index: size - 1, count: size, seed: SEED })];
  const server = await spawnBenchServer({ CONTENT_DIR: contentDir, DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_PASSWORD });
  try {
    // Each post's own moment: a server that answers some posts before it has read them all is
    // ready only when both ends of the date order answer.
    const answeredAt = new Map<string, number>();
    await waitUntil(
      server,
      async () => {
        for (const post of lastPosts) {
          if (!answeredAt.has(post.slug) && (await status(`${server.url}/api/blog/${post.slug}`)) === 200) answeredAt.set(post.slug, performance.now());
        }
        return answeredAt.size === lastPosts.length;
      },
      120_000 + size * 10,
      10,
    );
    const servingAt = server.servingAt();
    return {
      server,
      readyMs: Math.round(Math.max(...answeredAt.values()) - server.spawnedAt),
      servingMs: servingAt === null ? null : Math.round(servingAt - server.spawnedAt),
      indexMs: Number(/indexed .* in (\d+) ms/.exec(server.output())?.[1] ?? 0),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** How long the server is left alone before its settled memory is read. */
const SETTLE_MS = 5000;

/** Hand edits, memory and console creates on a server that is ready. */
async function measureEdits(server: BenchServer, contentDir: string, samples: number): Promise<Pick<ScaleRow, 'handEditMs' | 'handEditsMs' | 'createToVisibleMs' | 'rssReadyMb' | 'rssAfterEditsMb' | 'rssSettledMb'>> {
  const rssReadyMb = mb(await server.rssBytes());
  const handEditsMs: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const post = realisticPost({ index: sample, count: samples, seed: SEED + 1, slug: `hand-edit-${sample}` });
    const file = path.join(contentDir, post.path);
    const written = performance.now();
    await writeFile(file, post.text);
    await waitUntil(server, async () => (await status(`${server.url}/api/blog/${post.slug}`)) === 200, 60_000);
    handEditsMs.push(Math.round(performance.now() - written));
    // Gone from the API before the next sample: one edit at a time.
    await rm(file);
    await waitUntil(server, async () => (await status(`${server.url}/api/blog/${post.slug}`)) === 404, 60_000);
  }
  // The search's first fill runs once the site answers (decision 070): memory is read with it
  // in, and after the collection that follows it.
  await waitUntil(server, async () => ((await (await fetch(`${server.url}/api/search?q=deploy`)).json()) as { complete: boolean }).complete, 120_000, 100);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssAfterEditsMb = mb(await server.rssBytes());

  const token = await signIn(server.url);
  const creates: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const slug = `bench-create-${sample}`;
    const sent = performance.now();
    const answer = await send(`${server.url}/api/blog`, { token, body: postInput(slug) });
    if (answer.status !== 201) throw new Error(`create answered ${answer.status}`);
    await waitUntil(server, async () => (await status(`${server.url}/blog/${slug}`)) === 200, 60_000);
    creates.push(performance.now() - sent);
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const rssSettledMb = mb(await server.rssBytes());
  return { handEditMs: median(handEditsMs), handEditsMs, createToVisibleMs: Math.round(median(creates)), rssReadyMb, rssAfterEditsMb, rssSettledMb };
}

export async function measureScale(sizes: number[], samples: number, log: (line: string) => void = console.log): Promise<ScaleRun> {
  const hugo = await hugoVersion();
  log(hugo ? `scale: Hugo is ${hugo}` : 'scale: hugo is not installed (not on PATH): Folio\'s figures alone, no ratio to Hugo');
  const rows: ScaleRow[] = [];
  for (const size of sizes) {
    const say = (line: string) => log(`scale: ${size} posts: ${line}`);
    const site = await createTempSite();
    let hugoSite: HugoSite | null = null;
    try {
      hugoSite = hugo ? await createHugoSite() : null;
      say('writing the files');
      await writeCorpus(size, [site.contentDir, ...(hugoSite ? [hugoSite.contentDir] : [])], [site.contentDir, ...(hugoSite ? [hugoSite.staticDir] : [])], say);
      await site.git('add', '-A');
      await site.git('commit', '-q', '-m', `${size} realistic posts`);
      // Hugo's builds and Folio's cold starts take turns, so that a machine busy with other
      // work for a while slows both alike; the last start goes on to the edits.
      const hugoRunsMs: number[] = [];
      const starts: Omit<ColdStart, 'server'>[] = [];
      let edits: Awaited<ReturnType<typeof measureEdits>> | null = null;
      const loads: number[] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        loads.push(loadavg()[0]!);
        if (hugoSite) {
          hugoRunsMs.push(await hugoSite.build());
          say(`Hugo build ${round} of ${ROUNDS}: ${hugoRunsMs.at(-1)} ms`);
        }
        loads.push(loadavg()[0]!);
        const { server, ...start } = await coldStart(size, site.contentDir, site.dataDir);
        try {
          starts.push(start);
          say(`Folio cold start ${round} of ${ROUNDS}: ready in ${start.readyMs} ms (serving ${start.servingMs} ms, index ${start.indexMs} ms)`);
          if (round === ROUNDS) edits = await measureEdits(server, site.contentDir, samples);
        } finally {
          await server.stop();
        }
      }
      const hugoBuildMs = hugoRunsMs.length > 0 ? median(hugoRunsMs) : null;
      const readyMs = median(starts.map((start) => start.readyMs));
      const serving = starts.flatMap((start) => (start.servingMs === null ? [] : [start.servingMs]));
      rows.push({
        posts: size,
        hugoBuildMs,
        hugoRunsMs,
        readyMs,
        readyRunsMs: starts.map((start) => start.readyMs),
        readyRatio: hugoBuildMs ? Math.round((readyMs / hugoBuildMs) * 100) / 100 : null,
        servingMs: serving.length > 0 ? median(serving) : null,
        indexMs: median(starts.map((start) => start.indexMs)),
        load: { low: Math.round(Math.min(...loads) * 10) / 10, high: Math.round(Math.max(...loads) * 10) / 10, cores: availableParallelism() },
        ...edits!,
      });
      say(`hand edit ${edits!.handEditMs} ms (${edits!.handEditsMs.join(', ')}), RSS ${edits!.rssReadyMb} MB once ready, ${edits!.rssAfterEditsMb} MB after the edits, ${edits!.rssSettledMb} MB settled`);
    } finally {
      await hugoSite?.cleanup();
      await site.cleanup();
    }
  }
  return { hugo, rows };
}
