// Quick hand-edit latency probe (issue 28): a corpus of N realistic posts kept between runs in
// EDIT_BENCH_DIR, the built server started on it, then edits timed from the file write until
// GET /api/blog/<slug> answers 200 (and the removal until 404). Usage:
//   EDIT_BENCH_DIR=/tmp/x tsx scripts/bench/edit-latency.ts 100 10000
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TEST_PASSWORD } from '../../tests/support/admin-client';
import { answerStatus as status, spawnBenchServer, type BenchServer } from './bench-server';
import { realisticPost } from './realistic-posts';

const ROOT = process.env.EDIT_BENCH_DIR ?? '/tmp/folio-edit-bench';
const SAMPLES = Number(process.env.EDIT_SAMPLES ?? 15);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(server: BenchServer, url: string, wanted: number): Promise<number> {
  const started = performance.now();
  while ((await status(url)) !== wanted) {
    if (performance.now() - started > 120_000) throw new Error(`${url} never answered ${wanted}:\n${server.output().slice(-2000)}`);
    await sleep(2);
  }
  return performance.now() - started;
}

async function corpus(size: number): Promise<{ contentDir: string; dataDir: string }> {
  const contentDir = path.join(ROOT, String(size), 'content');
  const dataDir = path.join(ROOT, String(size), 'data');
  if (!existsSync(path.join(contentDir, '.git'))) {
    await mkdir(dataDir, { recursive: true });
    for (let start = 0; start < size; start += 500) {
      const posts = Array.from({ length: Math.min(500, size - start) }, (_, k) => realisticPost({ index: start + k, count: size, seed: 28 }));
      for (const folder of new Set(posts.map((post) => path.dirname(path.join(contentDir, post.path))))) await mkdir(folder, { recursive: true });
      await Promise.all(posts.map((post) => writeFile(path.join(contentDir, post.path), post.text)));
    }
    const git = (...args: string[]) => execFileSync('git', ['-C', contentDir, ...args]);
    git('init', '-q', '-b', 'main');
    git('-c', 'user.name=b', '-c', 'user.email=b@b.invalid', 'add', '-A');
    git('-c', 'user.name=b', '-c', 'user.email=b@b.invalid', 'commit', '-q', '-m', 'corpus');
  }
  return { contentDir, dataDir };
}

for (const size of process.argv.slice(2).map(Number)) {
  const { contentDir, dataDir } = await corpus(size);
  const server = await spawnBenchServer({ CONTENT_DIR: contentDir, DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_PASSWORD }, process.env.EDIT_NODE_ARGS?.split(' ') ?? []);
  try {
    const last = realisticPost({ index: size - 1, count: size, seed: 28 });
    await until(server, `${server.url}/api/blog/${last.slug}`, 200);
    await sleep(4000); // idle workers stop; the start's garbage is collected
    const adds: number[] = [];
    const removes: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const post = realisticPost({ index: sample, count: SAMPLES, seed: 29, slug: `hand-edit-${sample}` });
      const file = path.join(contentDir, post.path);
      const written = performance.now();
      await writeFile(file, post.text);
      await until(server, `${server.url}/api/blog/${post.slug}`, 200);
      adds.push(Math.round(performance.now() - written));
      const removed = performance.now();
      await rm(file);
      await until(server, `${server.url}/api/blog/${post.slug}`, 404);
      removes.push(Math.round(performance.now() - removed));
    }
    console.log(`${size} posts: hand edit median ${median(adds)} ms (${adds.join(', ')}); removal median ${median(removes)} ms`);
  } finally {
    await server.stop();
  }
}
