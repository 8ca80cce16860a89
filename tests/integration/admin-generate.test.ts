// 'Generate with AI' (issue 6, item 4): POST /api/blog/generate answers the suggestion fields,
// from the built-in analyzer by default and from an OpenAI-compatible provider (a fake one on
// 127.0.0.1 here) when OPENAI_API_KEY is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSuggestion } from '../../src/lib/schemas/blog-post';
import { send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { startTestApp, type TestApp } from '../support/in-process-app';

const CONTENT =
  'Vector tiles for property maps. Vector tiles let the browser draw a map itself, so property maps stay sharp and fast. ' +
  'This post explains how vector tiles are cut, served and styled for a listings site.';

describe('with the built-in analyzer', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
    token = await signIn(app.url);
  });
  afterAll(() => app?.close());

  it('answers every suggestion field from the content alone', async () => {
    const { status, body } = await send<PostSuggestion>(`${app.url}/api/blog/generate`, { token, body: { content: CONTENT } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Vector tiles for property maps',
      slug: 'vector-tiles-for-property-maps',
      summary: expect.stringMatching(/^Vector tiles for property maps\. Vector tiles let the browser/),
      metaTitle: 'Vector tiles for property maps',
      metaKeywords: expect.stringMatching(/^vector, tiles/),
      tags: expect.arrayContaining(['Vector', 'Tiles']),
    });
  });

  it.each([[''], ['   '], ['<p> </p>']])('refuses empty content %j with the spec message', async (content) => {
    const { status, body } = await send(`${app.url}/api/blog/generate`, { token, body: { content } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'empty_content', message: 'Please provide content to generate suggestions.' });
  });

  it('reads the structure of `source` when the console sends the body as written beside its plain text', async () => {
    const plain = 'Why clustering\n\nClustering keeps a listings map fast when it shows thousands of pins. Each cluster groups nearby pins.';
    const alone = await send<PostSuggestion>(`${app.url}/api/blog/generate`, { token, body: { content: plain } });
    expect(alone.status).toBe(200);
    for (const [source, format] of [
      ['<h2>Why clustering</h2><p>Clustering keeps a listings map fast when it shows thousands of pins. Each cluster groups nearby pins.</p>', 'html'],
      ['## Why clustering\n\nClustering keeps a listings map fast when it shows thousands of pins. Each cluster groups nearby pins.\n', 'markdown'],
    ]) {
      const { status, body } = await send<PostSuggestion>(`${app.url}/api/blog/generate`, { token, body: { content: plain, source, format } });
      expect(status).toBe(200);
      // The heading is a heading in the source, so it is the title.
      expect(body.title).toBe('Why clustering');
      expect(body.summary).toMatch(/^Clustering keeps a listings map fast/);
    }
  });

  it.each([
    [{ content: 'Some words here.', source: 42 }, 'source'],
    [{ content: 'Some words here.', source: '<p>x</p>', format: 'docx' }, 'format'],
  ])('refuses %j with a 400 naming the field', async (request, field) => {
    const { status, body } = await send<{ code: string; fields: Record<string, string> }>(`${app.url}/api/blog/generate`, { token, body: request });
    expect(status).toBe(400);
    expect(body.code).toBe('bad_request');
    expect(Object.keys(body.fields)).toEqual([field]);
  });
});

describe('with an OpenAI-compatible provider', () => {
  let app: TestApp;
  let token: string;
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD, OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model-1' } });
    token = await signIn(app.url);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('asks the provider for a JSON object and answers its validated, tidied suggestion', async () => {
    fake.requests.length = 0;
    fake.answer = {
      status: 200,
      content: JSON.stringify({
        title: '  Vector Tiles, Explained  ',
        slug: 'Vector Tiles: Explained!',
        summary: 'How vector tiles keep property maps sharp.',
        metaTitle: 'Vector tiles explained',
        metaDescription: 'A guide to vector tiles for listings maps.',
        metaKeywords: 'vector tiles, maps',
        tags: ['Maps', ' Maps ', 'Performance'],
      }),
    };
    const { status, body } = await send<PostSuggestion>(`${app.url}/api/blog/generate`, { token, body: { content: `<p>${CONTENT}</p>` } });
    expect(status).toBe(200);
    expect(body).toEqual({
      title: 'Vector Tiles, Explained',
      slug: 'vector-tiles-explained',
      summary: 'How vector tiles keep property maps sharp.',
      metaTitle: 'Vector tiles explained',
      metaDescription: 'A guide to vector tiles for listings maps.',
      metaKeywords: 'vector tiles, maps',
      tags: ['Maps', 'Performance'],
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer sk-test-key');
    expect(request!.body.model).toBe('fake-model-1');
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    expect(request!.body.messages!.at(-1)).toEqual({ role: 'user', content: CONTENT });
  });

  it('sends the provider the plain text as the console sent it, never the source', async () => {
    fake.requests.length = 0;
    fake.answer = { status: 200, content: JSON.stringify({ title: 'C# and maps' }) };
    const content = 'C# for map servers\n\nThe *fast* path is 2 < 3 times shorter.';
    const { status } = await send(`${app.url}/api/blog/generate`, { token, body: { content, source: '<h1>C# for map servers</h1><script>x</script>', format: 'html' } });
    expect(status).toBe(200);
    expect(fake.requests[0]!.body.messages!.at(-1)).toEqual({ role: 'user', content: 'C# for map servers The *fast* path is 2 < 3 times shorter.' });
  });

  it.each([
    ['a server error', { status: 500, error: 'upstream exploded' }],
    ['an answer that is not JSON', { status: 200, content: 'Sure! Here is a title: Maps' }],
    ['JSON of the wrong shape', { status: 200, content: JSON.stringify({ tags: 'not-a-list' }) }],
  ] as const)('answers 502 on %s, never the analyzer in disguise', async (_name, answer) => {
    fake.answer = answer;
    const { status, body } = await send(`${app.url}/api/blog/generate`, { token, body: { content: CONTENT } });
    expect(status).toBe(502);
    expect(body).toMatchObject({ success: false, code: 'ai_failed' });
  });
});
