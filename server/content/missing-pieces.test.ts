// A missing piece never hides a file (decision 045): an image that is not in the repo, a cover
// outside the content folder, an empty summary or a file with no date anywhere is served with a
// note that says what was guessed; the page never points at a file that answers 404.
import { describe, expect, it } from 'vitest';
import type { ParseContext } from './parse-content-file';
import { parseContentFile } from './parse-content-file';
import { classifyContentPath } from './content-paths';
import { PLACEHOLDER_IMAGE } from './content-media';

/** A content repo holding exactly `assets`, with no commits. */
function contextWith(assets: string[], modified: Date | null = null): ParseContext {
  return {
    media: { hasContentAsset: (asset) => assets.includes(asset), hasPublicFile: (sitePath) => sitePath === PLACEHOLDER_IMAGE },
    firstCommitDate: async () => null,
    modifiedAt: async () => modified,
  };
}

const parse = (file: string, text: string, context = contextWith([])) => parseContentFile(file, classifyContentPath(file)!, text, context);

const post = (front: string, body = 'The body.') => `---\ntitle: A post\nsummary: About it.\npublishedAt: 2025-03-05\n${front}\n---\n${body}\n`;

async function served(file: string, text: string, context?: ParseContext) {
  const result = await parse(file, text, context);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return { item: result.parsed.item as unknown as Record<string, unknown>, problems: result.problems, assets: result.assets };
}

describe('a missing image', () => {
  it('in front matter: the post is served without it, with a note naming the file and the fix', async () => {
    const { item, problems, assets } = await served('posts/a.md', post('image: /images/old-site/cover.jpg'));
    expect(item.image).toBeNull();
    expect(problems).toEqual([expect.objectContaining({ level: 'note', field: 'image', line: 5, message: expect.stringContaining('add images/old-site/cover.jpg') })]);
    expect(assets).toEqual(['images/old-site/cover.jpg']);
  });

  it('in the body: the image becomes its alt text, and no <img> points at it', async () => {
    const { item, problems, assets } = await served('posts/a.md', post('', 'Before ![A map of Lisbon](./lisbon.png) after.\n\n<img src="gone.webp" alt="Gone">'));
    expect(item.content).toBe('<p>Before <span>A map of Lisbon</span> after.</p>\n<span>Gone</span>');
    expect(problems.map((problem) => problem.level)).toEqual(['note', 'note']);
    expect(problems[0]!.message).toMatch(/^in the body: "\.\/lisbon\.png" is not in the content folder \(looked for posts\/lisbon\.png\)/);
    expect(assets).toContain('posts/lisbon.png');
  });

  it('with no alt text: left out', async () => {
    const { item } = await served('posts/a.md', post('', '<p>a <img src="gone.png" alt=""> b</p>'));
    expect(item.content).toBe('<p>a  b</p>');
  });

  it('of a project or template: the site placeholder picture instead', async () => {
    const project = await served('projects/p.md', '---\ntitle: P\ndescription: D\nimage: /images/p.webp\ncompletionDate: 2025\n---\nBody');
    expect(project.item.image).toBe(PLACEHOLDER_IMAGE);
    const bare = await served('projects/q.md', '---\ntitle: Q\ndescription: D\ncompletionDate: 2025\n---\nBody');
    expect(bare.item.image).toBe(PLACEHOLDER_IMAGE);
    expect(bare.problems).toEqual([expect.objectContaining({ level: 'note', field: 'image' })]);
  });

  it('is shown once the file is there', async () => {
    const { item } = await served('posts/a.md', post('image: /images/old-site/cover.jpg'), contextWith(['images/old-site/cover.jpg']));
    expect(item.image).toBe('/images/old-site/cover.jpg');
  });
});

describe('image paths as other generators write them', () => {
  it('images/x.jpg (a site path without its slash) resolves against the content root', async () => {
    const { item, problems } = await served('posts/2025/a.md', post('image: images/x.jpg'), contextWith(['images/x.jpg']));
    expect(item.image).toBe('/images/x.jpg');
    expect(problems).toEqual([]);
  });

  it('a path beside the file wins over the content root', async () => {
    const { item } = await served('posts/a/index.md', post('image: cover.png'), contextWith(['posts/a/cover.png', 'cover.png']));
    expect(item.image).toBe('/media/posts/a/cover.png');
  });

  it('a cover outside the content folder (Astro) is a note, and the post is served', async () => {
    const { item, problems } = await served('posts/a.md', post('image: ../../assets/x.jpg'));
    expect(item.image).toBeNull();
    expect(problems).toEqual([expect.objectContaining({ level: 'note', field: 'image', message: expect.stringContaining('points outside the content folder') })]);
  });
});

describe('file names as other tools write them', () => {
  it.each(['posts/a.mkd', 'posts/a.mdown', 'posts/a.mkdn', 'posts/A.MARKDOWN', 'posts/a.htm'])('reads %s as a post', (file) => {
    expect(classifyContentPath(file)).toMatchObject({ kind: 'post', slug: 'a' });
  });
});

describe('other missing pieces', () => {
  it('summary: "" is derived from the first paragraph', async () => {
    const { item, problems } = await served('posts/a.md', '---\ntitle: T\nsummary: ""\npublishedAt: 2025-01-01\n---\nFirst paragraph.\n');
    expect(item.summary).toBe('First paragraph.');
    expect(problems).toEqual([expect.objectContaining({ level: 'note', field: 'summary' })]);
  });

  it('a post with no body text takes its title as the summary', async () => {
    const { item } = await served('posts/a.md', '---\ntitle: Only a title\npublishedAt: 2025-01-01\n---\n');
    expect(item.summary).toBe('Only a title');
  });

  it('no date anywhere and not committed: the file modification time, with a note', async () => {
    const changed = new Date('2024-07-09T10:11:12Z');
    const { item, problems } = await served('posts/a.md', '---\ntitle: T\nsummary: S\n---\nBody', contextWith([], changed));
    expect(item.publishedAt).toBe(changed.toISOString());
    expect(problems).toEqual([expect.objectContaining({ level: 'note', field: 'publishedAt', message: expect.stringContaining('not committed yet') })]);
  });

  it('a project with no completion date takes the month of its file', async () => {
    const { item } = await served('projects/p.md', '---\ntitle: P\ndescription: D\nimage: /images/p.webp\n---\nBody', contextWith(['images/p.webp'], new Date('2024-07-09T10:11:12Z')));
    expect(item.completionDate).toBe('July 2024');
  });

  it('an extra whose value cannot be understood is left out with a note, and the post served', async () => {
    const { item, problems } = await served('posts/a.md', post('featured: maybe\nreadTime: about seven\nvideoUrl: my video\nmetaTitle: [a, b]'));
    expect(item).toMatchObject({ featured: false, videoUrl: null, metaTitle: null });
    expect(item.readTime).toBeGreaterThan(0);
    expect(problems.map((problem) => [problem.field, problem.level])).toEqual([
      ['featured', 'note'],
      ['readTime', 'note'],
      ['metaTitle', 'note'],
      ['videoUrl', 'note'],
    ]);
    expect(problems.every((problem) => problem.message.endsWith('left out, so the default applies'))).toBe(true);
  });

  it('a draft flag that cannot be understood is still an error: a wrong guess would publish it', async () => {
    const result = await parse('posts/a.md', post('draft: maybe'));
    expect(result).toMatchObject({ ok: false, problems: [expect.objectContaining({ field: 'draft', level: 'error', line: 5 })] });
  });

  it('still refuses what cannot be read as meant: broken YAML is an error with its line', async () => {
    const result = await parse('posts/a.md', '---\ntitle: [oops\n---\nBody');
    expect(result).toMatchObject({ ok: false, problems: [expect.objectContaining({ level: 'error', line: 3 })] });
  });
});
