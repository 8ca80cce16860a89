// Images are content: they sit beside the post that shows them (or in content/images), resolve
// from paths relative to the file, are resized like every site image, show up live when added,
// renamed or deleted, and come back with the content repo alone when a site is restored.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote } from '../support/bare-remote';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';
import { startServer } from '../support/server-process';
import { createTempSite } from '../support/temp-site';

const run = promisify(execFile);

const png = (width: number, color: string) => sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: color } }).png().toBuffer();

const problemsOf = (app: TestApp, file: string) => app.index.problems().filter((problem) => problem.file === file);

describe('images beside a post, while the server runs', () => {
  let app: TestApp;
  const folder = () => path.join(app.site.contentDir, 'posts/harbour-walk');
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('serves a post whose images are missing without them, then with them once they are added', async () => {
    await mkdir(folder());
    await writeFile(
      path.join(folder(), 'index.md'),
      '---\ntitle: Harbour Walk\nsummary: A walk along the harbour, in pictures.\npublishedAt: 2025-04-01\ncover: ./cover.png\n---\n\nThe route:\n\n![The route on a map](./route.png)\n',
    );
    await waitFor(async () => (await fetch(`${app.url}/api/blog/harbour-walk`)).status === 200, 5000);
    const bare = (await (await fetch(`${app.url}/api/blog/harbour-walk`)).json()) as { image: string | null; content: string };
    expect(bare.image).toBeNull();
    expect(bare.content).toContain('<span>The route on a map</span>');
    const messages = problemsOf(app, 'posts/harbour-walk/index.md').map((problem) => `${problem.level}: ${problem.message}`);
    expect(messages).toContainEqual(expect.stringMatching(/^note: "\.\/cover\.png" is not in the content folder \(looked for posts\/harbour-walk\/cover\.png\)/));
    expect(messages).toContainEqual(expect.stringMatching(/^note: in the body: "\.\/route\.png" is not in the content folder/));
    expect(messages.filter((message) => message.startsWith('error'))).toEqual([]);
    const listed = (await (await fetch(`${app.url}/api/blog`)).json()) as { slug: string }[];
    expect(listed.map((post) => post.slug)).toContain('harbour-walk');
    expect(await (await fetch(`${app.url}/rss.xml`)).text()).toContain('/blog/harbour-walk');
    expect(await (await fetch(`${app.url}/sitemap.xml`)).text()).toContain('/blog/harbour-walk');

    await writeFile(path.join(folder(), 'cover.png'), await png(1600, '#7c3aed'));
    await writeFile(path.join(folder(), 'route.png'), await png(900, '#0ea5e9'));
    await waitFor(async () => ((await (await fetch(`${app.url}/api/blog/harbour-walk`)).json()) as { content: string }).content.includes('route.png'), 5000);
    const post = (await (await fetch(`${app.url}/api/blog/harbour-walk`)).json()) as { image: string; content: string };
    expect(post.image).toBe('/media/posts/harbour-walk/cover.png');
    expect(post.content).toContain('src="/media/posts/harbour-walk/route.png"');
    expect(problemsOf(app, 'posts/harbour-walk/index.md').filter((problem) => problem.level === 'error')).toEqual([]);
  });

  it('serves the images as they are and resized', async () => {
    const original = await fetch(`${app.url}/media/posts/harbour-walk/cover.png`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('content-security-policy')).toContain('sandbox');
    const resized = await fetch(`${app.url}/media/posts/harbour-walk/cover.png?w=400&q=75`, { headers: { accept: 'image/webp' } });
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(400);
  });

  it('sees a renamed image as missing (the post serves without it) and a fixed reference as served', async () => {
    await rename(path.join(folder(), 'route.png'), path.join(folder(), 'route-map.png'));
    await waitFor(async () => problemsOf(app, 'posts/harbour-walk/index.md').some((problem) => problem.message.includes('./route.png')), 5000);
    expect((await fetch(`${app.url}/media/posts/harbour-walk/route.png`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/blog/harbour-walk`)).status).toBe(200);

    const text = await readFile(path.join(folder(), 'index.md'), 'utf8');
    await writeFile(path.join(folder(), 'index.md'), text.replace('./route.png', 'route-map.png'));
    await waitFor(async () => ((await (await fetch(`${app.url}/api/blog/harbour-walk`)).json()) as { content: string }).content.includes('/media/posts/harbour-walk/route-map.png'), 5000);
    expect(problemsOf(app, 'posts/harbour-walk/index.md').filter((problem) => problem.level === 'error')).toEqual([]);
  });

  it('answers 404 for a deleted image, and reports the post that still points at it', async () => {
    await rm(path.join(folder(), 'cover.png'));
    await waitFor(async () => (await fetch(`${app.url}/media/posts/harbour-walk/cover.png`)).status === 404, 5000);
    await waitFor(async () => problemsOf(app, 'posts/harbour-walk/index.md').some((problem) => problem.field === 'image' && problem.message.includes('is not in the content folder')), 5000);
    const post = (await (await fetch(`${app.url}/api/blog/harbour-walk`)).json()) as { image: string | null };
    expect(post.image).toBeNull();
  });

  it('serves content/images at /images, resolved from a relative path too', async () => {
    await mkdir(path.join(app.site.contentDir, 'images/diagrams'), { recursive: true });
    await writeFile(path.join(app.site.contentDir, 'images/diagrams/tiles.png'), await png(800, '#f97316'));
    await writeFile(path.join(app.site.contentDir, 'posts/tiles-diagram.md'), '---\ntitle: Tiles\nsummary: A diagram of tiles.\npublishedAt: 2025-04-02\nimage: ../images/diagrams/tiles.png\n---\n\n![Tiles](/images/diagrams/tiles.png)\n');
    // The watcher may file the post before it has seen the image: the post is served at once, its
    // image left out, and read again when the image appears.
    const image = async () => {
      const answer = await fetch(`${app.url}/api/blog/tiles-diagram`);
      return answer.status === 200 ? ((await answer.json()) as { image: string | null }).image : undefined;
    };
    await waitFor(async () => (await image()) === '/images/diagrams/tiles.png', 5000);
    expect(await image()).toBe('/images/diagrams/tiles.png');
    expect((await fetch(`${app.url}/images/diagrams/tiles.png?w=200&q=60`)).status).toBe(200);
  });
});

describe('a hand-written project whose image is missing', () => {
  it('is listed and shown with the placeholder picture, which answers 200 as the card asks for it', async () => {
    const app = await startTestApp();
    try {
      await writeFile(path.join(app.site.contentDir, 'projects/quay-map.md'), '---\ntitle: Quay map\ndescription: A map of the quay.\nimage: /images/projects/quay-map.webp\ncompletionDate: 2025\n---\nThe quay, mapped.\n');
      await waitFor(async () => ((await (await fetch(`${app.url}/api/projects`)).json()) as { slug: string }[]).some((project) => project.slug === 'quay-map'), 5000);
      const project = ((await (await fetch(`${app.url}/api/projects`)).json()) as { slug: string; image: string }[]).find((each) => each.slug === 'quay-map')!;
      expect(project.image).toBe('/images/placeholder.svg');
      expect((await fetch(`${app.url}${project.image}?w=400&q=75`)).status).toBe(200);
      const works = await (await fetch(`${app.url}/works`)).text();
      expect(works).toContain('Quay map');
      expect(works).not.toContain('quay-map.webp');
    } finally {
      await app.close();
    }
  });
});

describe('a console save that points at a missing image', () => {
  it('is saved and served without the image, and the preview names what is missing', async () => {
    const app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
    try {
      const token = await signIn(app.url);
      const answer = await send<{ image: string | null }>(`${app.url}/api/blog`, { token, body: postInput('missing-picture', { image: '/images/posts/not-there.webp' }) });
      expect(answer.status).toBe(201);
      expect(answer.body.image).toBeNull();
      expect(await app.site.git('log', '-1', '--format=%s')).toContain('missing-picture');
      const preview = await send<{ problems: string[]; notes: string[] }>(`${app.url}/api/admin/preview`, { token, body: { content: '<p>x</p><img src="/images/not-yet.png" alt="">', format: 'html', slug: 'missing-picture' } });
      expect(preview.status).toBe(200);
      expect(preview.body.problems).toEqual([]);
      expect(preview.body.notes).toEqual([expect.stringContaining('"/images/not-yet.png" is not in the content folder')]);

      // A hand-written post with an empty summary and a relative, missing image opens in the console.
      await writeFile(path.join(app.site.contentDir, 'posts/dropped-in.md'), '---\ntitle: Dropped in\nsummary: ""\nimage: images/old/cover.jpg\nfeatured: maybe\n---\nFrom the old site.\n');
      await waitFor(async () => (await fetch(`${app.url}/api/blog/dropped-in`)).status === 200, 5000);
      const opened = await send<{ post: { title: string; summary: string; featured: boolean } }>(`${app.url}/api/admin/posts/dropped-in`, { token, method: 'GET' });
      expect(opened.status).toBe(200);
      expect(opened.body.post).toMatchObject({ title: 'Dropped in', summary: 'From the old site.', featured: false });
    } finally {
      await app.close();
    }
  });
});

describe('a site restored from its Git remote alone', () => {
  it('finds every image the content references', async () => {
    const site = await createTempSite();
    const remote = await createBareRemote(site);
    const restored = await mkdtemp(path.join(tmpdir(), 'folio-restore-'));
    try {
      await run('git', ['clone', '--quiet', remote.dir, path.join(restored, 'content')]);
      const server = await startServer({ CONTENT_DIR: path.join(restored, 'content'), DATA_DIR: path.join(restored, 'data') });
      try {
        const health = (await (await fetch(`${server.url}/healthz`)).json()) as { contentProblems: number };
        expect(health.contentProblems).toBe(0);
        const images = new Set<string>();
        for (const list of ['/api/blog', '/api/projects', '/api/templates']) {
          for (const item of (await (await fetch(`${server.url}${list}`)).json()) as { image: string | null }[]) if (item.image) images.add(item.image);
        }
        const settings = JSON.stringify(await (await fetch(`${server.url}/api/settings`)).json());
        for (const match of settings.matchAll(/"(\/images\/[^"]+)"/g)) images.add(match[1]!);
        expect(images.size).toBeGreaterThan(15);
        for (const image of images) expect((await fetch(`${server.url}${image}`)).status, image).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      await rm(restored, { recursive: true, force: true });
      await site.cleanup();
    }
  });
});
