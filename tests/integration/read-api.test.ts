// The read API of spec §7 against a temp copy of the demo content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostSummary, ProjectSummary, TemplateSummary } from '../../src/lib/content-types';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const getJson = async (path: string) => {
  const response = await fetch(app.url + path);
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as unknown };
};

describe('GET /api/blog', () => {
  it('lists every post newest first by publishedAt, without bodies', async () => {
    const { status, body } = await getJson('/api/blog');
    const posts = body as PostSummary[];
    expect(status).toBe(200);
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const dates = posts.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) {
      expect(post).not.toHaveProperty('content');
      expect(post).toMatchObject({ id: expect.any(String), slug: expect.any(String), title: expect.any(String), featured: expect.any(Boolean) });
      expect(post.readTime).toBeGreaterThan(0);
    }
  });

  it('answers one post with its sanitized HTML body and SEO fields', async () => {
    const [first] = (await getJson('/api/blog')).body as PostSummary[];
    const { status, body } = await getJson(`/api/blog/${first!.slug}`);
    const post = body as Post;
    expect(status).toBe(200);
    expect(post.slug).toBe(first!.slug);
    expect(post.content).toMatch(/<p>/);
    expect(post.content).not.toMatch(/<script/i);
    expect(post).toHaveProperty('metaTitle');
  });
});

describe('GET /api/blog?limit=', () => {
  it('answers the newest few posts, the same as the start of the whole list, from the cache too', async () => {
    const all = (await getJson('/api/blog')).body as PostSummary[];
    for (let round = 0; round < 2; round += 1) {
      const { status, body } = await getJson('/api/blog?limit=3');
      expect(status).toBe(200);
      expect(body).toEqual(all.slice(0, 3));
    }
    // Another parameter beside it changes nothing; the whole list is still the whole list.
    expect((await getJson('/api/blog?limit=2&cb=1')).body).toEqual(all.slice(0, 2));
    expect((await getJson('/api/blog?cb=1')).body).toEqual(all);
  });

  it.each(['0', '51', 'two', '1.5', '-1', ''])('refuses limit=%s with a message that says what to send', async (limit) => {
    const { status, body } = await getJson(`/api/blog?limit=${limit}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'bad_request', message: expect.stringContaining('limit must be a whole number from 1 to 50') });
  });
});

describe('projects and templates', () => {
  it('lists projects with featured ones first and answers each by slug', async () => {
    const projects = (await getJson('/api/projects')).body as ProjectSummary[];
    expect(projects.length).toBeGreaterThanOrEqual(8);
    const firstUnfeatured = projects.findIndex((project) => !project.featured);
    expect(projects.slice(firstUnfeatured).every((project) => !project.featured)).toBe(true);
    const detail = await getJson(`/api/projects/${projects[0]!.slug}`);
    expect(detail.status).toBe(200);
    expect((detail.body as { content: string }).content.length).toBeGreaterThan(100);
  });

  it('lists the templates and answers each with its componentPath', async () => {
    const templates = (await getJson('/api/templates')).body as TemplateSummary[];
    expect(templates).toHaveLength(3);
    for (const template of templates) {
      const { body } = await getJson(`/api/templates/${template.slug}`);
      expect(body).toMatchObject({ title: template.title, slug: template.slug, componentPath: expect.stringMatching(/^[a-z0-9-]+$/) });
    }
  });

  it('answers the about text as an object with HTML content', async () => {
    const { status, body } = await getJson('/api/content/about.txt');
    expect(status).toBe(200);
    expect((body as { content: string }).content).toMatch(/^<(p|h\d)/);
  });
});

describe('unknown and hostile slugs', () => {
  it.each([
    '/api/blog/no-such-post',
    '/api/projects/no-such-project',
    '/api/templates/no-such-template',
    '/api/blog/..%2F..%2Fpackage',
    '/api/blog/%2e%2e',
    '/api/blog/UPPER-case',
    '/api/projects/a.md',
  ])('%s answers 404 with a JSON error', async (path) => {
    const { status, type, body } = await getJson(path);
    expect(status).toBe(404);
    expect(type).toMatch(/application\/json/);
    expect(body).toMatchObject({ success: false, code: 'not_found', message: expect.stringMatching(/not found|No API endpoint/) });
  });

  it('answers a malformed percent-encoding with a JSON 400', async () => {
    const { status, body } = await getJson('/api/blog/%E0%A4%A');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'bad_request' });
  });

  it('answers an unknown API path with a JSON 404, not a page', async () => {
    const { status, body } = await getJson('/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'not_found' });
  });
});
