// Cold start-up and hand-edit-to-API latency with 100, 1,000 and 10,000 generated posts, and
// the console's create-to-visible latency.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { postInput, send, signIn, TEST_PASSWORD } from '../../tests/support/admin-client';
import { startServer } from '../../tests/support/server-process';
import { createTempSite } from '../../tests/support/temp-site';

export interface ScaleRow {
  posts: number;
  coldStartMs: number;
  indexMs: number;
  handEditMs: number;
  createToVisibleMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function generatedPost(i: number): string {
  const day = new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(); // all in the past: none is scheduled
  const paragraphs = Array.from({ length: 6 }, (_, p) => `Paragraph ${p} of generated post ${i}: clustering, tiles, listings and search, written to give the index realistic work.`).join('\n\n');
  return `---\ntitle: Generated post number ${i}\nsummary: A generated post that gives the content index realistic work to do.\npublishedAt: "${day}"\ntags: [Generated, Bench]\n---\n\n## Heading ${i}\n\n${paragraphs}\n`;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error('timed out');
}

export async function measureScale(sizes: number[], samples: number): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  for (const size of sizes) {
    const site = await createTempSite();
    for (let start = 0; start < size; start += 500) {
      await Promise.all(
        Array.from({ length: Math.min(500, size - start) }, (_, k) => writeFile(path.join(site.contentDir, 'posts', `generated-${start + k}.md`), generatedPost(start + k))),
      );
    }
    await site.git('add', '-A');
    await site.git('commit', '-q', '-m', `${size} generated posts`);
    const started = performance.now();
    const server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: TEST_PASSWORD });
    const coldStartMs = Math.round(performance.now() - started);
    const indexMs = Number(/indexed .* in (\d+) ms/.exec(server.output())?.[1] ?? 0);
    try {
      const edits: number[] = [];
      for (let sample = 0; sample < samples; sample += 1) {
        const slug = `hand-edit-${sample}`;
        const file = path.join(site.contentDir, 'posts', `${slug}.md`);
        const written = performance.now();
        await writeFile(file, generatedPost(1_000_000 + sample));
        await waitUntil(async () => (await fetch(`${server.url}/api/blog/${slug}`)).status === 200);
        edits.push(performance.now() - written);
        await rm(file);
      }
      const token = await signIn(server.url);
      const creates: number[] = [];
      for (let sample = 0; sample < samples; sample += 1) {
        const slug = `bench-create-${sample}`;
        const sent = performance.now();
        const answer = await send(`${server.url}/api/blog`, { token, body: postInput(slug) });
        if (answer.status !== 201) throw new Error(`create answered ${answer.status}`);
        await waitUntil(async () => (await fetch(`${server.url}/blog/${slug}`)).status === 200);
        creates.push(performance.now() - sent);
      }
      rows.push({ posts: size, coldStartMs, indexMs, handEditMs: Math.round(median(edits)), createToVisibleMs: Math.round(median(creates)) });
    } finally {
      await server.stop();
      await site.cleanup();
    }
  }
  return rows;
}
