// Issue 40, finding 10: `/\x/blog` rendered the blog (a URL parser reads `\` as `/`, and `//x`
// as another host), and `//blog` rendered it too. An address never shows another page than its
// own: a backslash is a character of the path (404), and repeated slashes or dot segments,
// whose meaning is clear, answer 301 to the tidy address. Sent raw, as fetch would tidy them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/in-process-app';
import { rawGet } from '../support/raw-get';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // The pages are rendered and cached first: the short path answers cached pages without Express.
  for (const page of ['/', '/blog', '/works', '/blog?tag=GIS']) await (await fetch(`${app.url}${page}`)).text();
});
afterAll(() => app?.close());

/** GET with the request target exactly as given, redirects not followed. */
const get = (target: string) => rawGet(app.url, target);

describe('odd addresses', () => {
  it.each(['/\\x/blog', '/\\blog', '/%5Cx/blog', '/blog\\', '/\\/blog', '/x\\..\\blog'])('answer %s with the not-found page', async (target) => {
    const answer = await get(target);
    expect(answer.status, target).toBe(404);
    expect(answer.body).toContain('Page Not Found');
  });

  it.each([
    ['//blog', '/blog'],
    ['///blog?tag=GIS', '/blog?tag=GIS'],
    ['/blog//', '/blog'],
    ['//works', '/works'],
    ['/x/../blog', '/blog'],
    ['/./blog', '/blog'],
    ['/works/%2e%2e/blog', '/blog'],
  ])('send %s to %s with a 301', async (target, location) => {
    const answer = await get(target);
    expect(answer.status, target).toBe(301);
    expect(answer.location).toBe(location);
  });

  // A trailing slash or another case is a page's other spelling: one-addresses.test.ts.
  it.each(['/blog', '/blog?tag=GIS', '/works?next=//x'])('leave %s as it was', async (target) => {
    expect((await get(target)).status).toBe(200);
  });
});
