// Images from the console in Chromium (issue 14, item 2), as the owner: upload a featured image
// with the file picker, drop another into the content at the cursor (a real drop event carrying a
// File built in the page), pick an existing one from the keyboard, see them in the preview, save,
// and see the post page serve the image as ?w= renditions. Until that first save the images are
// the owner's alone and in no commit (issue 40, finding 7); the save commits them with the post.
// An image inserted into the saved post goes into the commit of its next save; a missing image is
// named in the preview and the post is saved without it; the console with its new controls is
// axe-clean.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { expectBanner, openConsole, signInThroughForm, unexpected, contentValue } from '../support/admin-page';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

const PASSWORD = 'e2e images password';
const CONTENT = '<p>A walk along the harbour at dusk, with the boats coming in and the lights of the town on the water.</p>';

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(() => e2e?.close());

async function signedInPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await e2e.browser.newPage({ viewport: DESKTOP });
  const problems = watchPageErrors(page, e2e.server.url);
  await openConsole(page, e2e.server.url);
  await signInThroughForm(page, PASSWORD);
  return { page, problems };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillPost(page: Page, slug: string): Promise<void> {
  // The title's blur fills the slug; the slug typed afterwards replaces it.
  await field(page, 'Title').fill(`Harbour photos ${slug}`);
  await field(page, 'Summary').fill('Pictures of the harbour, uploaded from the console.');
  await field(page, 'Slug').fill(slug);
  await field(page, 'Tags').fill('Photos');
  await field(page, 'Content').fill(CONTENT);
}

/** Drops a PNG made in the page onto `selector`, as a real drag from the desktop would. */
async function dropImage(page: Page, selector: string, name: string, base64: string): Promise<void> {
  const transfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type: 'image/png' }));
      return data;
    },
    { name, base64 },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await page.dispatchEvent(selector, type, { dataTransfer: transfer });
}

const png = (color: string) => sharp({ create: { width: 1600, height: 1000, channels: 3, background: color } }).png().toBuffer();

describe('images in the post editor', () => {
  it('uploads by picker and by drop, inserts at the cursor, saves, and the post page shows renditions', async () => {
    const { page, problems } = await signedInPage();
    await fillPost(page, 'harbour-photos');

    // The featured image through the file picker.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload image' }).click()]);
    await chooser.setFiles({ name: 'Harbour at Dusk.png', mimeType: 'image/png', buffer: await png('#0f766e') });
    await expectBanner(page, 'Image uploaded: only you can see it until you save the post, which puts it in posts/harbour-photos/harbour-at-dusk.png and commits it with the post.');
    expect(await field(page, 'Featured Image URL').inputValue()).toBe('/media/.unsaved/harbour-photos/harbour-at-dusk.png');

    // Another image dropped on the content's drop zone goes in at the cursor, in the HTML form.
    await field(page, 'Content').click();
    await page.keyboard.press('Control+Home');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await dropImage(page, '#content-image-drop', 'boats.png', (await png('#1d4ed8')).toString('base64'));
    await expectBanner(page, 'Image uploaded: only you can see it until you save the post, which puts it in posts/harbour-photos/boats.png and commits it with the post.');
    expect(await contentValue(page)).toBe(`<p>\n<img src="/media/.unsaved/harbour-photos/boats.png" alt="boats">\n${CONTENT.slice(3)}`);

    // Neither is committed before the post is saved, and a visitor cannot load them.
    expect((await e2e.site.git('log', '-1', '--format=%s')).trim()).not.toMatch(/harbour/);
    expect(await e2e.site.git('status', '--porcelain')).toBe('');
    expect((await fetch(`${e2e.server.url}/media/.unsaved/harbour-photos/boats.png`)).status).toBe(404);

    // The preview shows the dropped image to the owner.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const previewed = page.getByRole('img', { name: 'boats' });
    await expect.poll(() => previewed.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.getByRole('button', { name: 'Back to Editor' }).click();

    // The picker lists them with thumbnails and is used from the keyboard.
    await page.getByRole('button', { name: 'Choose an existing image' }).focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('region', { name: 'Choose an existing image' });
    const choice = picker.getByRole('button', { name: 'posts/harbour-photos/boats.png' });
    await choice.waitFor();
    expect(await choice.locator('img').getAttribute('src')).toBe('/media/.unsaved/harbour-photos/boats.png');
    expect(await axeViolations(page)).toEqual([]);
    await choice.focus();
    await page.keyboard.press('Enter');
    expect(await field(page, 'Featured Image URL').inputValue()).toBe('/media/.unsaved/harbour-photos/boats.png');
    await field(page, 'Featured Image URL').fill('/media/.unsaved/harbour-photos/harbour-at-dusk.png');

    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectBanner(page, 'Blog post created successfully!');
    // The first save brings both images in beside the post, in the post's own commit.
    expect((await e2e.site.git('log', '-1', '--name-only', '--format=%s')).trim()).toBe('Add post "Harbour photos harbour-photos"\n\nposts/harbour-photos.html\nposts/harbour-photos/boats.png\nposts/harbour-photos/harbour-at-dusk.png');
    expect(await e2e.site.git('status', '--porcelain')).toBe('');

    const post = await e2e.browser.newPage({ viewport: DESKTOP });
    await post.goto(`${e2e.server.url}/blog/harbour-photos`);
    const featured = post.getByRole('img', { name: 'Harbour photos harbour-photos' });
    await expect.poll(() => featured.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await featured.getAttribute('srcset')).toContain('/media/posts/harbour-photos/harbour-at-dusk.png?w=800&q=75 800w');
    expect(await featured.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/media\/posts\/harbour-photos\/harbour-at-dusk\.png\?w=\d+&q=75$/);
    const inBody = post.getByRole('img', { name: 'boats' });
    expect(await inBody.getAttribute('srcset')).toContain('/media/posts/harbour-photos/boats.png?w=400&q=75 400w');
    await post.close();

    // Into the saved post's editor: the new image waits, uncommitted, and goes into the save's commit.
    await page.getByRole('tab', { name: 'Manage Posts' }).click();
    await page.getByRole('button', { name: 'Edit Harbour photos harbour-photos' }).click();
    const [insert] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Insert image' }).click()]);
    await insert.setFiles({ name: 'Pier.png', mimeType: 'image/png', buffer: await png('#b45309') });
    await expectBanner(page, 'Image uploaded: posts/harbour-photos/pier.png. It is committed with the post when you save.');
    expect(await contentValue(page)).toContain('<img src="/media/posts/harbour-photos/pier.png" alt="Pier">');
    expect(await e2e.site.git('status', '--porcelain')).toBe('?? posts/harbour-photos/pier.png\n');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expectBanner(page, 'Blog post updated successfully!');
    expect((await e2e.site.git('log', '-1', '--name-only', '--format=%s')).trim()).toBe('Update post "Harbour photos harbour-photos"\n\nposts/harbour-photos.html\nposts/harbour-photos/pier.png');
    expect(await e2e.site.git('status', '--porcelain')).toBe('');
    await page.close();
    expect(unexpected(problems)).toEqual([]);
  });

  it('refuses a non-image by its bytes with a plain message; a missing image is named in the preview, and the post is saved without it', async () => {
    const { page, problems } = await signedInPage();
    await fillPost(page, 'missing-image-post');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Insert image' }).click()]);
    await chooser.setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
    await expectBanner(page, '"notes.png" is not an image the site accepts: its contents are not JPEG, PNG, WebP, AVIF, GIF or SVG, whatever its name says. Upload a JPEG, PNG, WebP, AVIF, GIF or SVG file of at most 10 MB.');

    await field(page, 'Content').fill('<p>The harbour at dawn.</p><img src="/images/old-site/harbour.jpg" alt="The harbour">');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect.poll(() => page.getByRole('note').first().textContent()).toContain('"/images/old-site/harbour.jpg" is not in the content folder');
    await page.getByRole('button', { name: 'Back to Editor' }).click();
    await field(page, 'Featured Image URL').fill('/media/posts/missing-image-post/gone.png');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectBanner(page, 'Blog post created successfully!');
    const served = await (await fetch(`${e2e.server.url}/blog/missing-image-post`)).text();
    expect(served).toContain('No image available');
    expect(served).not.toMatch(/gone\.png|harbour\.jpg/);
    await page.close();
    expect(unexpected(problems, /HTTP 415 for .*\/api\/admin\/images/, /HTTP 404 for .*\/(gone\.png|harbour\.jpg)/)).toEqual([]);
  });
});
