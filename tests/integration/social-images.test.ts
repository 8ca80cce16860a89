// Each public post without a picture, project and template has its own share image (decision 064): its page's
// og:image and twitter:image name /og/<kind>/<slug>.png, which answers a 1200 × 630 PNG made once
// and then sent from DATA_DIR/social-images; drafts, scheduled posts and unknown slugs are 404,
// and an edit gives a new address and a new image; a draft's preview shares its own picture.
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_COLOURS } from '../../server/social-images/social-card';
import type { PreviewLink } from '../../src/lib/api/preview-links';
import { send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
});
afterAll(() => app.close());

/** The card's panel colour as red, green, blue: where no picture is drawn, the image shows it. */
const PANEL = [1, 3, 5].map((at) => parseInt(CARD_COLOURS.panel.slice(at, at + 2), 16));
const cacheDir = () => path.join(app.site.dataDir, 'social-images');
const cachedFiles = async () => (await readdir(cacheDir()).catch(() => [] as string[])).filter((name) => name.endsWith('.png'));
const madeCount = () => app.logEntries().filter((entry) => entry.event === 'social-image').length;

/** A meta tag's content, by its property or name. */
async function metaOf(pagePath: string): Promise<(key: string) => string | undefined> {
  const response = await fetch(app.url + pagePath);
  expect(response.status).toBe(200);
  const html = await response.text();
  return (key) => new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
}

/** The local address of an absolute og:image URL. */
const local = (absolute: string | undefined) => {
  const url = new URL(absolute ?? 'missing:');
  return `${url.pathname}${url.search}`;
};

async function fetchImage(address: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await fetch(app.url + address);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The colour at the middle of the card's right side, where the picture goes. */
async function rightSide(png: Buffer): Promise<number[]> {
  return [...(await sharp(png).extract({ left: 1100, top: 315, width: 1, height: 1 }).removeAlpha().raw().toBuffer())];
}

const projectFile = (slug: string) => path.join(app.site.contentDir, 'projects', `${slug}.md`);
const project = (title: string, image: string) =>
  `---\ntitle: ${JSON.stringify(title)}\ndescription: A project written by the test.\nimage: ${image}\ntags: [Test]\ncompletionDate: May 2025\n---\n\nThe body.\n`;

describe('social images', () => {
  it("names a project's own image in its share tags, made once and then served from disk", async () => {
    const [first] = (await (await fetch(`${app.url}/api/projects`)).json()) as { slug: string; image: string }[];
    const meta = await metaOf(`/works/${first!.slug}`);
    const address = local(meta('og:image'));
    expect(address).toMatch(new RegExp(`^/og/works/${first!.slug}\\.png\\?v=[0-9a-f]{8}$`));
    expect(meta('twitter:image')).toBe(meta('og:image'));
    expect([meta('og:image:width'), meta('og:image:height'), meta('twitter:card')]).toEqual(['1200', '630', 'summary_large_image']);

    const made = madeCount();
    const { response, bytes } = await fetchImage(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const info = await sharp(bytes).metadata();
    expect([info.format, info.width, info.height]).toEqual(['png', 1200, 630]);
    // Its picture (a content image) fills the right side.
    expect(await rightSide(bytes)).not.toEqual(PANEL);
    expect(madeCount()).toBe(made + 1);

    const [file] = await cachedFiles();
    const written = (await stat(path.join(cacheDir(), file!))).mtimeMs;
    const again = await fetchImage(address);
    expect(again.bytes.equals(bytes)).toBe(true);
    expect(madeCount()).toBe(made + 1);
    expect(await cachedFiles()).toEqual([file]);
    expect((await stat(path.join(cacheDir(), file!))).mtimeMs).toBe(written);
  });

  it("does the same for a post without a picture and a template; other pages keep the site's image", async () => {
    // A post with a picture shares that picture instead (crawler-tags.test.ts).
    await writeFile(path.join(app.site.contentDir, 'posts', 'og-plain.md'), `---\ntitle: No picture\nsummary: A post without a picture.\npublishedAt: 2024-01-01\n---\n\nBody.\n`);
    await waitFor(async () => app.index.findPost('og-plain') !== undefined, 5000);
    const post = { slug: 'og-plain' };
    const [template] = (await (await fetch(`${app.url}/api/templates`)).json()) as { slug: string }[];
    for (const [page, kind, slug] of [[`/blog/${post!.slug}`, 'blog', post!.slug], [`/templates/${template!.slug}`, 'templates', template!.slug]] as const) {
      const meta = await metaOf(page);
      expect(local(meta('og:image'))).toMatch(new RegExp(`^/og/${kind}/${slug}\\.png\\?v=`));
      expect(meta('twitter:image')).toBe(meta('og:image'));
      // Asked for four times at once, it is made once.
      const made = madeCount();
      const answers = await Promise.all([1, 2, 3, 4].map(() => fetchImage(local(meta('og:image')))));
      for (const { response, bytes } of answers) {
        expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/png']);
        expect(bytes.equals(answers[0]!.bytes)).toBe(true);
      }
      expect(madeCount()).toBe(made + 1);
    }
    // HEAD answers as GET does, without the body.
    const head = await fetch(`${app.url}/og/blog/${post!.slug}.png`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(local((await metaOf('/works'))('og:image'))).toBe('/images/og-default.png');
    // Allowed for crawlers, and no page of the sitemap.
    expect(await (await fetch(`${app.url}/robots.txt`)).text()).not.toContain('/og');
    expect(await (await fetch(`${app.url}/sitemap.xml`)).text()).not.toContain('/og/');
  });

  it('answers 404 for drafts, scheduled posts, unknown slugs and kinds', async () => {
    const post = (extra: string) => `---\ntitle: Not public\nsummary: Not public yet.\n${extra}\n---\n\nBody.\n`;
    await writeFile(path.join(app.site.contentDir, 'posts', 'og-draft.md'), post('publishedAt: 2024-01-01\ndraft: true'));
    await writeFile(path.join(app.site.contentDir, 'posts', 'og-later.md'), post(`publishedAt: "${new Date(Date.now() + 365 * 86_400_000).toISOString()}"`));
    await waitFor(async () => app.index.findPost('og-draft') !== undefined && app.index.findPost('og-later') !== undefined, 5000);
    // A preview of the draft shares the post's own picture, not an image that would be 404.
    const { body: link } = await send<PreviewLink>(`${app.url}/api/admin/preview-links`, { token: await signIn(app.url), body: { slug: 'og-draft' } });
    const preview = await metaOf(new URL(link.url!).pathname);
    expect(local(preview('og:image'))).toBe('/images/og-default.png');
    expect(preview('twitter:image')).toBe(preview('og:image'));
    for (const address of ['/og/blog/og-draft.png', '/og/blog/og-later.png', '/og/blog/no-such-post.png', '/og/works/no-such-project.png', '/og/pages/about.png', '/og/works/..%2F..%2Fsite.png']) {
      const response = await fetch(app.url + address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get('content-type'), address).toMatch(/^text\/plain/);
    }
  });

  it('gives an edited project a new address and a new image; hostile titles and no picture draw fine', async () => {
    const hostile = '<script>alert(1)</script> مرحبا 😀👩‍👩‍👧‍👦 '.repeat(30);
    await writeFile(projectFile('og-test-project'), project(hostile, '/images/placeholder.svg'));
    await waitFor(async () => app.index.getProject('og-test-project')?.title === hostile.trim(), 5000);
    const before = local((await metaOf('/works/og-test-project'))('og:image'));
    const first = await fetchImage(before);
    expect([first.response.status, (await sharp(first.bytes).metadata()).width]).toEqual([200, 1200]);
    // The placeholder is not the project's own picture: the panel runs to the edge.
    expect(await rightSide(first.bytes)).toEqual(PANEL);

    await writeFile(projectFile('og-test-project'), project('A calmer title', '/images/projects/tagus-development-tracker.webp'));
    await waitFor(async () => app.index.getProject('og-test-project')?.title === 'A calmer title', 5000);
    const after = local((await metaOf('/works/og-test-project'))('og:image'));
    expect(after).not.toBe(before);
    const second = await fetchImage(after);
    expect(second.response.status).toBe(200);
    expect(second.bytes.equals(first.bytes)).toBe(false);
    expect(await rightSide(second.bytes)).not.toEqual(PANEL);
    // The old address still answers, with the current image, cached only briefly.
    const old = await fetchImage(before);
    expect(old.bytes.equals(second.bytes)).toBe(true);
    expect(old.response.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
