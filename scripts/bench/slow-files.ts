// Issue 40's Done-when for slow files, on the built server (decision 075): the payloads of
// tests/support/slow-files.ts (40 Prism posts, 20 emphasis bombs, 6 others) —
// - present at start: how long until the site answers (/healthz), until every ordinary post
//   answers, how many slow files still wait then, and until they are all read;
// - added at once to a running site, with a plain post beside them and a console create sent at
//   the same moment: the create's answer, the plain post served, every payload filed.
// Each round on a fresh temp site; medians of the rounds.
import { loadavg } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { postInput, send, signIn, TEST_PASSWORD } from '../../tests/support/admin-client';
import { plainPost, slowFiles } from '../../tests/support/slow-files';
import { createTempSite } from '../../tests/support/temp-site';
import { answerStatus as status, spawnBenchServer, type BenchServer } from './bench-server';

const PLAIN_POSTS = 10;
/** Issue 40's figures. */
export const SLOW_TARGET = { answerMs: 5000, createMs: 3000, plainMs: 6000 };

export interface SlowFilesRow {
  case: string;
  [figure: string]: string | number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(server: BenchServer, check: () => Promise<boolean>, timeoutMs = 180_000): Promise<number> {
  const started = performance.now();
  while (!(await Promise.race([check(), server.exited]))) {
    if (performance.now() - started > timeoutMs) throw new Error(`not met in ${timeoutMs} ms:\n${server.output().slice(-3000)}`);
    await sleep(10);
  }
  return performance.now();
}

const healthOf = async (url: string) => {
  try {
    return (await (await fetch(`${url}/healthz`)).json()) as { contentWaiting: number };
  } catch {
    return null;
  }
};

async function write(contentDir: string, files: { path: string; text: string }[]): Promise<void> {
  await mkdir(path.join(contentDir, 'posts'), { recursive: true });
  await Promise.all(files.map((file) => writeFile(path.join(contentDir, file.path), file.text)));
}

/** Every payload served or refused: the API answers it, or the console lists an error for it. */
async function allFiled(url: string, token: string, slugs: string[]): Promise<boolean> {
  const refused = new Set(((await send<{ file: string; level: string }[]>(`${url}/api/admin/problems`, { token })).body ?? []).filter((problem) => problem.level === 'error').map((problem) => problem.file));
  for (const slug of slugs) if (!refused.has(`posts/${slug}.md`) && (await status(`${url}/api/blog/${slug}`)) !== 200) return false;
  return true;
}

interface StartRound {
  answeredMs: number;
  ordinaryMs: number;
  waiting: number;
  allReadMs: number;
}

async function startRound(): Promise<StartRound> {
  const site = await createTempSite();
  try {
    const plain = Array.from({ length: PLAIN_POSTS }, (_, i) => plainPost(`plain-${i}`));
    await write(site.contentDir, [...slowFiles(), ...plain]);
    await site.git('add', '-A');
    await site.git('commit', '-q', '-m', 'Slow files');
    const server = await spawnBenchServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: TEST_PASSWORD });
    try {
      const answered = await until(server, async () => (await healthOf(server.url)) !== null);
      const ordinary = await until(server, async () => (await Promise.all(plain.map((post) => status(`${server.url}/api/blog/${post.slug}`)))).every((code) => code === 200));
      const waiting = (await healthOf(server.url))?.contentWaiting ?? -1;
      const allRead = await until(server, async () => (await healthOf(server.url))?.contentWaiting === 0);
      return { answeredMs: Math.round(answered - server.spawnedAt), ordinaryMs: Math.round(ordinary - server.spawnedAt), waiting, allReadMs: Math.round(allRead - server.spawnedAt) };
    } finally {
      await server.stop();
    }
  } finally {
    await site.cleanup();
  }
}

interface RunningRound {
  createMs: number;
  plainMs: number;
  allFiledMs: number;
}

async function runningRound(): Promise<RunningRound> {
  const site = await createTempSite();
  try {
    const server = await spawnBenchServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: TEST_PASSWORD });
    try {
      await until(server, async () => (await healthOf(server.url)) !== null);
      const token = await signIn(server.url);
      // The start's workers have settled (decision 055): a running site, as an owner's would be.
      await sleep(4000);
      const files = slowFiles();
      const plain = plainPost('plain-beside');
      const written = performance.now();
      await write(site.contentDir, [...files, plain]);
      // Sent once the watcher has handed the files to the parsers (25 ms after their events): the create finds them queued.
      await sleep(100);
      const sent = performance.now();
      const create = send(`${server.url}/api/blog`, { token, body: postInput('created-beside-slow-files') }).then((answer) => {
        if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        return performance.now();
      });
      const plainAt = await until(server, async () => (await status(`${server.url}/api/blog/${plain.slug}`)) === 200);
      const createdAt = await create;
      const filedAt = await until(server, () => allFiled(server.url, token, files.map((file) => file.slug)));
      return { createMs: Math.round(createdAt - sent), plainMs: Math.round(plainAt - written), allFiledMs: Math.round(filedAt - written) };
    } finally {
      await server.stop();
    }
  } finally {
    await site.cleanup();
  }
}

export async function measureSlowFiles(rounds: number, log: (line: string) => void = console.log): Promise<{ rows: SlowFilesRow[]; verdicts: string[]; load: string }> {
  const loads: number[] = [loadavg()[0]!];
  const starts: StartRound[] = [];
  const running: RunningRound[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    starts.push(await startRound());
    log(`slow files: start ${round} of ${rounds}: ${JSON.stringify(starts.at(-1))}`);
    loads.push(loadavg()[0]!);
    running.push(await runningRound());
    log(`slow files: running site ${round} of ${rounds}: ${JSON.stringify(running.at(-1))}`);
    loads.push(loadavg()[0]!);
  }
  const of = <T>(list: T[], key: keyof T) => list.map((each) => each[key] as number);
  const answeredMs = median(of(starts, 'answeredMs'));
  const ordinaryMs = median(of(starts, 'ordinaryMs'));
  const createMs = median(of(running, 'createMs'));
  const plainMs = median(of(running, 'plainMs'));
  const rows: SlowFilesRow[] = [
    { case: 'started with them present', 'site answers ms': answeredMs, 'every ordinary post ms': ordinaryMs, 'slow files waiting then': median(of(starts, 'waiting')), 'all read ms': median(of(starts, 'allReadMs')), runs: starts.map((each) => `${each.answeredMs}/${each.ordinaryMs}`).join(', ') },
    { case: 'added to a running site', 'console create ms': createMs, 'plain post served ms': plainMs, 'all filed ms': median(of(running, 'allFiledMs')), runs: running.map((each) => `${each.createMs}/${each.plainMs}`).join(', ') },
  ];
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  const load = `load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
  const verdicts = [
    `Slow files present at start: the site answers in ≤ ${SLOW_TARGET.answerMs} ms and serves every ordinary post: ${answeredMs} / ${ordinaryMs} ms — ${verdict(ordinaryMs <= SLOW_TARGET.answerMs)} (${load})`,
    `Slow files added to a running site: a console create answers in ≤ ${SLOW_TARGET.createMs} ms: ${createMs} — ${verdict(createMs <= SLOW_TARGET.createMs)}; a plain post beside them is served in ≤ ${SLOW_TARGET.plainMs} ms: ${plainMs} — ${verdict(plainMs <= SLOW_TARGET.plainMs)}`,
  ];
  return { rows, verdicts, load };
}
