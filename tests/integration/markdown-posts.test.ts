// Markdown as a first-class format of the console (issue 14, item 1), through the API:
// POST /api/blog and PUT /api/admin/posts/:slug take `format: 'markdown'` and keep the source in
// posts/<slug>.md; a change of format renames the file in one commit (and History and Restore
// follow the post across it); POST /api/admin/preview renders a body through the site's own
// pipeline.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitInfo, OpenedPost } from '../../src/lib/api/admin-posts';
import type { Post } from '../../src/lib/content-types';
import type { PostPreview } from '../../src/lib/schemas/blog-post';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
  token = await signIn(app.url);
});
afterAll(() => app?.close());

type Answer = Post & { code?: string; message?: string; fields?: Record<string, string> };
const git = (...args: string[]) => app.site.git(...args);
const create = (body: unknown) => send<Answer>(`${app.url}/api/blog`, { token, body });
const open = (slug: string) => send<OpenedPost>(`${app.url}/api/admin/posts/${slug}`, { token });
const update = (slug: string, body: Record<string, unknown>) => send<Answer>(`${app.url}/api/admin/posts/${slug}`, { method: 'PUT', token, body });
const preview = (body: unknown, withToken = token) => send<PostPreview & { code?: string; fields?: Record<string, string> }>(`${app.url}/api/admin/preview`, { token: withToken, body });
const exists = (file: string) => stat(path.join(app.site.contentDir, file)).then(() => true, () => false);
const commitCount = async () => Number(await git('rev-list', '--count', 'HEAD'));
/** `git show --name-status` of HEAD: one "X\tpath" line per file. */
const lastCommitFiles = async () => (await git('show', '--name-status', '--no-renames', '--format=', 'HEAD')).trim().split('\n').sort();

const MARKDOWN = [
  '## Why a table',
  '',
  'Clustering keeps a listings map fast. The numbers below come from a real listings site.',
  '',
  '- one pin per listing',
  '- clusters split as you zoom',
  '',
  '| Zoom | Pins drawn |',
  '| ---: | ---------- |',
  '| 4 | 12 |',
  '| 12 | 480 |',
].join('\n');

describe('a Markdown post through the API', () => {
  const slug = 'markdown-through-the-api';

  it('POST with format markdown writes posts/<slug>.md with the Markdown as sent, in one commit', async () => {
    const before = await commitCount();
    const { status, body } = await create(postInput(slug, { content: MARKDOWN, format: 'markdown' }));
    expect(status, JSON.stringify(body)).toBe(201);
    // The answer is the post as served: rendered by the site.
    expect(body.content).toContain('<h2 id="user-content-why-a-table">Why a table</h2>');
    expect(body.content).toMatch(/<table>[\s\S]*<th align="right">Zoom<\/th>/);

    expect(await commitCount()).toBe(before + 1);
    expect(await lastCommitFiles()).toEqual([`A\tposts/${slug}.md`]);
    const committed = await git('show', `HEAD:posts/${slug}.md`);
    expect(committed).toMatch(/^---\ntitle: A post called markdown-through-the-api\n/);
    expect(committed.endsWith(`---\n\n${MARKDOWN}\n`)).toBe(true);
    expect(await exists(`posts/${slug}.html`)).toBe(false);
  });

  it('opens as Markdown: the editor gets the source, without the front matter', async () => {
    const { status, body } = await open(slug);
    expect(status).toBe(200);
    expect(body).toMatchObject({ format: 'md', file: `posts/${slug}.md` });
    expect(body.post.content).toBe(MARKDOWN);
  });

  it('PUT keeps it Markdown, with or without format, and commits only that file', async () => {
    const opened = (await open(slug)).body;
    const edited = `${MARKDOWN}\n| 16 | 2,400 |`;
    const first = await update(slug, { ...postInput(slug, { content: edited, format: 'markdown' }), version: opened.version });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await lastCommitFiles()).toEqual([`M\tposts/${slug}.md`]);
    expect(await git('show', `HEAD:posts/${slug}.md`)).toContain('| 16 | 2,400 |\n');

    // A script that leaves format out edits the post in the format it has.
    const again = (await open(slug)).body;
    const second = await update(slug, { ...postInput(slug, { content: `${edited}\n\nOne more line of Markdown, **bold**.` }), version: again.version });
    expect(second.status).toBe(200);
    expect(await lastCommitFiles()).toEqual([`M\tposts/${slug}.md`]);
    expect(second.body.content).toContain('<strong>bold</strong>');
  });

  it('PUT with another format renames the file in one commit: old deleted, new written', async () => {
    const opened = (await open(slug)).body;
    const before = await commitCount();
    const html = '<h2>Now HTML</h2><p>The same post, written as HTML now, and long enough for the rule.</p>';
    const { status, body } = await update(slug, { ...postInput(slug, { content: html, format: 'html' }), version: opened.version });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.content).toContain('<h2 id="user-content-now-html">Now HTML</h2>');
    expect(await commitCount()).toBe(before + 1);
    expect(await lastCommitFiles()).toEqual([`A\tposts/${slug}.html`, `D\tposts/${slug}.md`]);
    expect((await git('log', '-1', '--format=%s')).trim()).toBe(`Update post "A post called ${slug}" as HTML (posts/${slug}.md → posts/${slug}.html)`);
    expect(await exists(`posts/${slug}.md`)).toBe(false);
    expect(await git('status', '--porcelain')).toBe('');
    expect((await open(slug)).body).toMatchObject({ format: 'html', file: `posts/${slug}.html` });
    const served = await send<Post>(`${app.url}/api/blog/${slug}`);
    expect(served.body.content).toContain('<h2 id="user-content-now-html">Now HTML</h2>');
    expect(app.index.problems().filter((problem) => problem.file.includes(slug))).toEqual([]);
  });

  it('keeps the whole history across the rename, and restores a Markdown version as Markdown in one commit', async () => {
    const history = await send<CommitInfo[]>(`${app.url}/api/admin/posts/${slug}/history`, { token });
    expect(history.body.map((commit) => commit.message)).toEqual([
      `Update post "A post called ${slug}" as HTML (posts/${slug}.md → posts/${slug}.html)`,
      `Update post "A post called ${slug}"`,
      `Update post "A post called ${slug}"`,
      `Add post "A post called ${slug}"`,
    ]);
    const change = await send<{ diff: string }>(`${app.url}/api/admin/posts/${slug}/history/${history.body[0]!.hash}`, { token });
    expect(change.body.diff).toContain(`+<h2>Now HTML</h2>`);
    expect(change.body.diff).toContain('-| 12 | 480 |');

    const before = await commitCount();
    const restored = await send<Answer>(`${app.url}/api/admin/posts/${slug}/restore`, { token, body: { commit: history.body[3]!.hash } });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.content).toContain('<table>');
    expect(await commitCount()).toBe(before + 1);
    expect(await lastCommitFiles()).toEqual([`A\tposts/${slug}.md`, `D\tposts/${slug}.html`]);
    expect(await git('show', `HEAD:posts/${slug}.md`)).toContain(`\n${MARKDOWN}\n`);
    expect((await open(slug)).body.format).toBe('md');
  });

  it('switches an HTML post of the demo content to Markdown the same way', async () => {
    const demo = 'vector-tiles-from-postgis';
    const opened = (await open(demo)).body;
    expect(opened.format).toBe('html');
    const { status } = await update(demo, { ...postInput(demo, { title: opened.post.title, content: `# Kept as written\n\n${opened.post.content}`, format: 'markdown' }), version: opened.version });
    expect(status).toBe(200);
    expect(await lastCommitFiles()).toEqual([`A\tposts/${demo}.md`, `D\tposts/${demo}.html`]);
    expect((await send<Post>(`${app.url}/api/blog/${demo}`)).body.content).toMatch(/^<div class="heading-anchor"><h1 id="user-content-kept-as-written">Kept as written<\/h1>/);
  });

  it('refuses to rename onto a file that is already there, and changes nothing', async () => {
    // Two files with one address: the index serves one and lists the other as a duplicate.
    const front = '---\ntitle: Two files, one address\nsummary: The same slug written twice by hand.\npublishedAt: 2025-02-01\n---\n\n';
    await writeFile(path.join(app.site.contentDir, 'posts/twice.md'), `${front}Written as Markdown.\n`);
    await writeFile(path.join(app.site.contentDir, 'posts/twice.html'), `${front}<p>Written as HTML.</p>\n`);
    await git('add', '-A');
    await git('commit', '-q', '-m', 'Two files for one post');
    await app.index.refreshFile('posts/twice.md');
    await app.index.refreshFile('posts/twice.html');
    const opened = (await open('twice')).body;
    const other = opened.format === 'md' ? 'html' : 'markdown';
    const target = `posts/twice.${other === 'html' ? 'html' : 'md'}`;
    const before = { head: await git('rev-parse', 'HEAD'), text: await readFile(path.join(app.site.contentDir, target), 'utf8') };
    const { status, body } = await update('twice', { ...postInput('twice', { format: other }), version: opened.version });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'file_exists', message: `${target} already exists, so the post cannot become ${other === 'html' ? 'HTML' : 'Markdown'}: move or delete that file first.` });
    expect(await git('rev-parse', 'HEAD')).toBe(before.head);
    expect(await readFile(path.join(app.site.contentDir, target), 'utf8')).toBe(before.text);
    expect(await git('status', '--porcelain')).toBe('');
  });
});

describe('the format field', () => {
  it('is optional on POST (HTML, as the original contract), and "md" reads as Markdown', async () => {
    const html = await create(postInput('format-left-out'));
    expect(html.status).toBe(201);
    expect(await lastCommitFiles()).toEqual(['A\tposts/format-left-out.html']);
    const md = await create(postInput('format-md-alias', { content: MARKDOWN, format: 'md' }));
    expect(md.status).toBe(201);
    expect(await lastCommitFiles()).toEqual(['A\tposts/format-md-alias.md']);
  });

  it.each([['rtf'], [''], [7], [null]])('refuses format %j with a 400 naming the field', async (format) => {
    const head = await git('rev-parse', 'HEAD');
    const { status, body } = await create(postInput('bad-format-post', { content: MARKDOWN, format }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid_post', fields: { format: 'format must be "html" or "markdown"' } });
    expect(body.message).toBe('Fix these fields: format: format must be "html" or "markdown"');
    expect(await git('rev-parse', 'HEAD')).toBe(head);
  });

  it('applies the content minimum to the Markdown as typed', async () => {
    const { status, body } = await create(postInput('short-markdown', { content: '# A heading\n\nShort.', format: 'markdown' }));
    expect(status).toBe(400);
    expect(body.fields).toEqual({ content: 'Content must be at least 50 characters' });
  });
});

describe('POST /api/admin/preview', () => {
  it('renders Markdown with the site renderer and sanitizer: tables kept, scripts and handlers gone', async () => {
    const content = `${MARKDOWN}\n\n<script>window.__x = 1</script>\n\n<img src="/images/profile.jpg" onerror="alert(1)" alt="me">\n\n[bad](javascript:alert(1))`;
    const { status, body, headers } = await preview({ content, format: 'markdown' });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.problems).toEqual([]);
    expect(body.html).toContain('<h2 id="user-content-why-a-table">Why a table</h2>');
    expect(body.html).toMatch(/<table>[\s\S]*<td align="right">12<\/td>/);
    expect(body.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(body.html).toMatch(/<img [^>]*src="\/images\/profile\.jpg[^"]*"/);
  });

  it('highlights a code block as the site serves it, its text still escaped', async () => {
    const { status, body } = await preview({ content: '```ts\nconst tag = "</code><script>x()</script>";\n```', format: 'markdown' });
    expect(status).toBe(200);
    expect(body.html).toBe('<pre tabindex="0"><code class="language-ts"><span class="tok-keyword">const</span> tag = <span class="tok-string-expression">"&lt;/code&gt;&lt;script&gt;x()&lt;/script&gt;"</span>;\n</code></pre>');
  });

  it('renders HTML the same way, and names an image that is not in the content yet, as the page will show it', async () => {
    const { status, body } = await preview({ content: '<h2>Title</h2><p onclick="x()">Text</p><img src="/images/no-such-image.png" alt="missing">', format: 'html' });
    expect(status).toBe(200);
    expect(body.html).toBe(
      '<div class="heading-anchor"><h2 id="user-content-title">Title</h2><a class="heading-link" href="#user-content-title" aria-label="Link to section: Title">#</a></div><p>Text</p><span>missing</span>',
    );
    expect(body.problems).toEqual([]);
    expect(body.notes).toEqual([expect.stringMatching(/^in the body: "\/images\/no-such-image\.png" is not in the content folder: add images\/no-such-image\.png/)]);
  });

  it("resolves relative image paths from the post's own file", async () => {
    const folder = path.join(app.site.contentDir, 'posts/harbour-notes');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'index.md'), '---\ntitle: Harbour notes\nsummary: A post in a folder of its own.\npublishedAt: 2025-02-01\n---\n\nText of the post in its folder.\n');
    await app.index.refreshFile('posts/harbour-notes/index.md');
    await writeFile(path.join(folder, 'cover.jpg'), await readFile(path.join(app.site.contentDir, 'images/profile.jpg')));
    await app.index.refreshFile('posts/harbour-notes/cover.jpg');
    const { body } = await preview({ content: '![Cover](./cover.jpg)', format: 'markdown', slug: 'harbour-notes' });
    expect(body.problems).toEqual([]);
    expect(body.html).toContain('src="/media/posts/harbour-notes/cover.jpg"');
    // A new post's file would be posts/<slug>.md, where ./cover.jpg is not.
    expect((await preview({ content: '![Cover](./cover.jpg)', format: 'markdown', slug: 'some-new-post' })).body.notes).toHaveLength(1);
  });

  it('asks for a token and a valid body', async () => {
    expect((await preview({ content: 'x' }, 'not-a-token')).status).toBe(401);
    const noContent = await preview({ format: 'markdown' });
    expect(noContent.status).toBe(400);
    expect(noContent.body).toMatchObject({ code: 'missing_fields', message: 'Missing required fields: content' });
    const badFormat = await preview({ content: 'x', format: 'docx' });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body).toMatchObject({ code: 'invalid_preview', fields: { format: 'format must be "html" or "markdown"' } });
    expect((await preview({ content: 'x', slug: '../etc' })).status).toBe(400);
  });
});
