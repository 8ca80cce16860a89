// A temp site whose blog is many short posts instead of the demo's (the blog's pages, decision
// 058): post n is dated day n of 2024, so post `count` is the newest, and every even-numbered
// post is tagged Even. Written and committed into the temp site's own repository.
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TempSite } from './temp-site';

export const manyPostSlug = (n: number) => `post-${String(n).padStart(3, '0')}`;

function postFile(n: number): string {
  const date = new Date(Date.UTC(2024, 0, n, 9)).toISOString();
  const tags = n % 2 === 0 ? '[Even, Numbers]' : '[Numbers]';
  return `---\ntitle: Post number ${n}\nsummary: The post published on day ${n} of the year.\ntags: ${tags}\npublishedAt: "${date}"\n---\nThe body of post ${n}.\n`;
}

/** Replaces the demo's posts with posts 1…count; resolves to their slugs, newest first. */
export async function writeManyPosts(site: TempSite, count: number): Promise<string[]> {
  const postsDir = path.join(site.contentDir, 'posts');
  for (const file of await readdir(postsDir)) await rm(path.join(postsDir, file), { recursive: true });
  for (let n = 1; n <= count; n++) await writeFile(path.join(postsDir, `${manyPostSlug(n)}.md`), postFile(n));
  await site.git('add', '-A');
  await site.git('commit', '-q', '-m', `${count} posts`);
  return Array.from({ length: count }, (_, i) => manyPostSlug(count - i));
}
