import { describe, expect, it } from 'vitest';
import { classifyContentPath } from './content-paths';
import { BARE_CONTEXT } from '../../tests/support/bare-parse-context';
import { parseContentFile, PLAIN_CODE_NOTE } from './parse-content-file';
import { BLOCK_LIMITS } from './highlight-limits';

const parse = (file: string, text: string) => parseContentFile(file, classifyContentPath(file)!, text, BARE_CONTEXT);

describe('posts', () => {
  it('serves code plain on a second try (its first overran the deadline), and says so', async () => {
    const text = '---\ntitle: Code\nsummary: S\npublishedAt: 2025-01-01\n---\n```ts\nconst a = 1;\n```\n';
    const plain = await parseContentFile('posts/code.md', classifyContentPath('posts/code.md')!, text, { ...BARE_CONTEXT, plainCode: true });
    expect(plain.ok && plain.parsed.kind === 'post' && plain.parsed.item.content).toBe('<pre tabindex="0"><code class="language-ts">const a = 1;\n</code></pre>');
    expect(plain.problems).toContainEqual(expect.objectContaining({ level: 'note', message: PLAIN_CODE_NOTE }));
    expect((await parse('posts/code.md', text)).problems).toEqual([]);
  });

  it('says which blocks were left plain for their size, with what to do', async () => {
    const scss = `\`\`\`scss\n${'a { b: c; }\n'.repeat(Math.ceil(BLOCK_LIMITS.scss! / 12) + 1)}\`\`\``;
    const one = await parse('posts/scss.md', `---\ntitle: S\nsummary: S\npublishedAt: 2025-01-01\n---\n${scss}\n`);
    expect(one.problems).toEqual([expect.objectContaining({ file: 'posts/scss.md', level: 'note', message: expect.stringMatching(/^its scss code block of [\d,]+ characters is shown without colours: scss is coloured up to [\d,]+ characters a block, as longer ones can take seconds; split it into shorter blocks to have them coloured$/) })]);
    const many = await parse('posts/many.md', `---\ntitle: S\nsummary: S\npublishedAt: 2025-01-01\n---\n${[scss, scss, scss, scss].join('\n\n')}\n`);
    expect(many.problems.map((problem) => problem.message)).toEqual([expect.stringMatching(/^4 code blocks are shown without colours, each longer than its language is coloured for \(scss up to [\d,]+ characters a block\)/)]);
  });

  it('applies the spec defaults: featured false, read time from content length, no tags', async () => {
    const body = 'word '.repeat(500);
    const result = await parse('posts/plain.md', `---\ntitle: Plain\nsummary: A plain post.\npublishedAt: 2025-03-05\n---\n${body}`);
    expect(result.ok).toBe(true);
    if (!result.ok || result.parsed.kind !== 'post') return;
    const post = result.parsed.item;
    expect(post).toMatchObject({ id: 'plain', slug: 'plain', featured: false, tags: [], image: null, videoUrl: null, metaTitle: null, publishedAt: '2025-03-05T00:00:00.000Z' });
    expect(post.readTime).toBe(Math.ceil(post.content.length / 1000));
  });

  it('renders Markdown bodies and keeps HTML bodies, sanitizing both', async () => {
    const md = await parse('posts/md.md', '---\ntitle: M\nsummary: S\npublishedAt: 2025-01-01\n---\n## Hi\n\n*em*\n\n<script>x()</script>\n');
    const html = await parse('posts/html.html', '---\ntitle: H\nsummary: S\npublishedAt: 2025-01-01\n---\n<h2>Hi</h2><p onclick="x()">p</p>');
    const hi = '<div class="heading-anchor"><h2 id="user-content-hi">Hi</h2><a class="heading-link" href="#user-content-hi" aria-label="Link to section: Hi">#</a></div>';
    expect(md.ok && md.parsed.kind === 'post' && md.parsed.item.content).toBe(`${hi}\n<p><em>em</em></p>`);
    expect(html.ok && html.parsed.kind === 'post' && html.parsed.item.content).toBe(`${hi}<p>p</p>`);
    expect(md.ok && md.parsed.kind === 'post' && md.parsed.item.headings).toEqual([{ id: 'user-content-hi', text: 'Hi', level: 2 }]);
  });

  it('shows a title once when the body opens with it as a heading, and says so', async () => {
    const repeated = await parse('posts/twice.md', '---\ntitle: Tile Costs  in 2025\nsummary: S\npublishedAt: 2025-01-01\n---\n# tile costs in 2025\n\nText.\n\n## Tile Costs in 2025\n');
    expect(repeated.ok && repeated.parsed.kind === 'post' && repeated.parsed.item.headings).toEqual([{ id: 'user-content-tile-costs-in-2025', text: 'Tile Costs in 2025', level: 2 }]);
    expect(repeated.ok && repeated.parsed.kind === 'post' && repeated.parsed.item.content).toMatch(/^<p>Text\.<\/p>/);
    expect(repeated.problems).toEqual([expect.objectContaining({ level: 'note', field: 'title', message: expect.stringContaining('starts with the title as a heading') })]);
    // Another first heading, or the title further down, stays where it is, without a note.
    const other = await parse('posts/other.md', '---\ntitle: Tile Costs\nsummary: S\npublishedAt: 2025-01-01\n---\nIntro.\n\n# Tile Costs\n');
    expect(other.ok && other.parsed.kind === 'post' && other.parsed.item.headings).toHaveLength(1);
    expect(other.problems).toEqual([]);
  });

  it.each(['x 1', 'soon', '03/05/2025', '<img src=x onerror=alert(1)>', '2025-13-45'])('refuses the date %s', async (date) => {
    const result = await parse('posts/x.md', `---\ntitle: X\nsummary: S\npublishedAt: "${date}"\n---\nBody`);
    expect(result).toMatchObject({ ok: false, problems: [expect.objectContaining({ field: 'publishedAt', line: 4, level: 'error' })] });
  });

  it.each(['2025-03-05', '2025-03-05T09:00:00.000Z', '2025-03-05 09:00+01:00', 'March 5, 2025', '5 March 2025'])('accepts the date %s', async (date) => {
    const result = await parse('posts/x.md', `---\ntitle: X\nsummary: S\npublishedAt: "${date}"\n---\nBody`);
    expect(result.ok).toBe(true);
  });

  it('reports a missing field it cannot derive by name, in our words', async () => {
    const result = await parse('projects/x.md', '---\nimage: /images/x.png\ncompletionDate: 2025\n---\n');
    expect(result).toMatchObject({ ok: false, problems: expect.arrayContaining([expect.objectContaining({ file: 'projects/x.md', field: 'title', level: 'error', message: expect.stringMatching(/^is missing: add it \(e\.g\. title: /) })]) });
  });

  it("reads a project's or template's summary, excerpt and other generators' picture names as its own fields", async () => {
    const project = await parse('projects/p.md', '---\ntitle: P\nsummary: What was built.\nheroImage: /images/p.png\ncompletionDate: March 2025\n---\nBody.');
    expect(project).toMatchObject({ ok: true, parsed: { item: { description: 'What was built.', image: '/images/p.png' } } });
    expect(project.problems).toEqual([expect.objectContaining({ line: 3, field: 'description', level: 'note', message: 'summary: read as description' }), expect.objectContaining({ line: 4, field: 'image', level: 'note', message: 'heroImage: read as image' })]);
    const template = await parse('templates/t.md', '---\ntitle: T\nexcerpt: A starter.\npubDate: 2025-04-01\nimage: /images/t.png\ncomponentPath: t\n---\nBody.');
    expect(template).toMatchObject({ ok: true, parsed: { item: { description: 'A starter.', publishedAt: '2025-04-01T00:00:00.000Z' } } });
  });

  it('takes a missing summary from the first paragraph, and notes it', async () => {
    const result = await parse('posts/x.md', '---\ntitle: X\npublishedAt: 2025-01-01\n---\n## Heading\n\nFirst *paragraph* here.\n\nSecond.');
    expect(result).toMatchObject({ ok: true, parsed: { item: { summary: 'First paragraph here.' } }, problems: [expect.objectContaining({ field: 'summary', level: 'note' })] });
  });

  it('reports broken YAML with its line in the file', async () => {
    const result = await parse('posts/x.md', '---\ntitle: X\nsummary: [oops\npublishedAt: 2025-01-01\n---\nBody');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatchObject({ file: 'posts/x.md', line: expect.any(Number), message: expect.stringContaining('not valid YAML') });
  });
});

describe('settings', () => {
  it('gives every field a default, so an empty file still runs the site', async () => {
    const result = await parse('site.yaml', '');
    expect(result.ok && result.parsed.kind === 'settings' && result.parsed.item.owner.name).toBe('Your Name');
  });

  it('points at the line of an unknown key', async () => {
    const result = await parse('site.yaml', 'owner:\n  name: A\nmisspelt: true\n');
    expect(result).toMatchObject({ ok: true, problems: [{ file: 'site.yaml', line: 3, field: 'misspelt', level: 'note', message: expect.stringContaining('check the spelling') }] });
  });

  it('reads half a character written as an escape as U+FFFD, with a note', async () => {
    const result = await parse('site.yaml', 'owner:\n  name: "Half \\ud800 name"\n');
    expect(result.ok && result.parsed.kind === 'settings' && result.parsed.item.owner.name).toBe('Half \uFFFD name');
    expect(result).toMatchObject({ ok: true, problems: [{ file: 'site.yaml', line: 1, field: 'owner', level: 'note', message: expect.stringContaining('half of a character') }] });
  });
});

describe('classifyContentPath', () => {
  it.each([
    ['posts/a-post.md', { kind: 'post', slug: 'a-post', format: 'md' }],
    ['projects/p.html', { kind: 'project', slug: 'p', format: 'html' }],
    ['about.md', { kind: 'about', format: 'md' }],
    ['site.yaml', { kind: 'settings' }],
    ['posts/My New Post.md', { kind: 'post', slug: 'my-new-post', format: 'md' }],
    ['posts/Hand-Upper-Case.MD', { kind: 'post', slug: 'hand-upper-case', format: 'md' }],
    ['posts/hand_under_score.markdown', { kind: 'post', slug: 'hand-under-score', format: 'md' }],
    ['posts/2025/x.md', { kind: 'post', slug: 'x', format: 'md' }],
    ['posts/my-bundle/index.md', { kind: 'post', slug: 'my-bundle', format: 'md' }],
    ['posts/2008-10-18-how-i-turned-down-300k.md', { kind: 'post', slug: 'how-i-turned-down-300k', format: 'md', nameDate: '2008-10-18' }],
    ['posts/notes.mdx', { kind: 'post', slug: 'notes', format: 'mdx' }],
    ['posts/my-bundle/cover.png', { kind: 'asset' }],
    ['images/x.WEBP', { kind: 'asset' }],
  ])('recognises %s', async (file, expected) => {
    expect(classifyContentPath(file)).toEqual(expected);
  });

  it.each(['posts/.draft.md', '.git/HEAD', 'conflicts/posts/a.local-20260101T000000Z.md', 'README.md'])('never looks at %s', (file) => {
    expect(classifyContentPath(file)).toBeNull();
  });

  it.each(['posts/a.txt', 'posts/notes.docx', 'notes.txt', 'drafts/a.md', 'posts/%%%.md'])('lists %s as ignored, with a reason', (file) => {
    expect(classifyContentPath(file)).toMatchObject({ kind: 'ignored', reason: expect.any(String) });
  });
});
