// A draft's images in Chromium (red-team issue 26, finding 3; decision 037): a stranger's browser
// gets 404 for them; the client who opens the preview link sees the post with its pictures (the
// preview sets a cookie sent only to /media and /images); the owner signed in to the console
// loads them too; once the post is published, everyone does.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedImage } from '../../src/lib/api/admin-images';
import type { PreviewLink } from '../../src/lib/api/preview-links';
import { postInput, send, signIn } from '../support/admin-client';
import { hydrated, signInThroughForm } from '../support/admin-page';
import { DESKTOP } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

const PASSWORD = 'e2e draft images password';
let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(() => e2e?.close());

/** Whether every image with this alt text on the page has loaded pixels. */
const picturesShown = (page: import('playwright-core').Page, alt: string) =>
  page.locator(`img[alt="${alt}"]`).evaluateAll((images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));

describe("a draft's images", () => {
  it('are hidden from strangers, shown to the preview link and the console, and public once published', async () => {
    const url = e2e.server.url;
    const token = await signIn(url, PASSWORD);
    const bytes = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#0f766e' } }).jpeg().toBuffer();
    const upload = await fetch(`${url}/api/admin/images?post=draft-with-pictures&name=client-mockup.jpg`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new Blob([Uint8Array.from(bytes)]) });
    const unsaved = ((await upload.json()) as UploadedImage).url;
    const written = (address: string) => `<p>${'The mock-up the client asked to see before launch, with notes below. '.repeat(2)}</p><p><img src="${address}" alt="The client mock-up"></p>`;
    // The first save brings the image in beside the post: from then on it is the draft's image.
    const created = await send<{ image: string }>(`${url}/api/blog`, { token, body: postInput('draft-with-pictures', { title: 'Draft With Pictures', draft: true, image: unsaved, content: written(unsaved) }) });
    expect(created.status).toBe(201);
    const image = created.body.image;
    expect(image).toBe('/media/posts/draft-with-pictures/client-mockup.jpg');
    const content = written(image);
    const link = (await send<PreviewLink>(`${url}/api/admin/preview-links`, { token, body: { slug: 'draft-with-pictures' } })).body;

    const stranger = await e2e.browser.newContext({ viewport: DESKTOP });
    expect((await stranger.request.get(`${url}${image}`)).status()).toBe(404);
    expect((await stranger.request.get(`${url}${image}?w=400&q=75`)).status()).toBe(404);
    expect((await stranger.request.get(`${url}${unsaved}`)).status()).toBe(404);

    const client = await e2e.browser.newContext({ viewport: DESKTOP });
    const preview = await client.newPage();
    await preview.goto(`${url}${link.path!}`);
    await hydrated(preview);
    await expect.poll(() => picturesShown(preview, 'The client mock-up'), { timeout: 10_000 }).toBe(true);
    // The cookie opens only this post's media, never to the stranger.
    expect((await stranger.request.get(`${url}${image}`)).status()).toBe(404);

    const owner = await e2e.browser.newContext({ viewport: DESKTOP });
    const consolePage = await owner.newPage();
    await consolePage.goto(`${url}/admin/blog`);
    await hydrated(consolePage);
    await signInThroughForm(consolePage, PASSWORD);
    await expect.poll(async () => (await owner.request.get(`${url}${image}`)).status(), { timeout: 10_000 }).toBe(200);

    const opened = (await send<{ version: string }>(`${url}/api/admin/posts/draft-with-pictures`, { token })).body;
    expect((await send(`${url}/api/admin/posts/draft-with-pictures`, { token, method: 'PUT', body: { ...postInput('draft-with-pictures', { title: 'Draft With Pictures', image, content }), draft: false, version: opened.version } })).status).toBe(200);
    const page = await stranger.newPage();
    await page.goto(`${url}/blog/draft-with-pictures`);
    await expect.poll(() => picturesShown(page, 'The client mock-up'), { timeout: 10_000 }).toBe(true);
    await Promise.all([stranger.close(), client.close(), owner.close()]);
  });
});
