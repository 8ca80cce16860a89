import { describe, expect, it } from 'vitest';
import { postState, type Post, type Project, type Template } from '../../src/lib/content-types';
import { Collection } from './content-collection';
import { ContentLists } from './content-lists';
import { sortPosts, sortProjects, summarizePost, summarizeProject } from './content-order';

const DAY = 24 * 60 * 60 * 1000;

function post(slug: string, publishedAt: string, fields: Partial<Post> = {}): Post {
  return { id: slug, slug, title: slug, publishedAt, draft: false, content: `<p>${slug}</p>`, videoUrl: null, ...fields } as unknown as Post;
}

function site() {
  const sources = { post: new Collection<Post>(), project: new Collection<Project>(), template: new Collection<Template>() };
  let due = 0;
  const lists = new ContentLists(sources, () => (due += 1));
  const save = (file: string, item: Post) => {
    const before = sources.post.slugOf(file);
    sources.post.set(file, item.slug, item);
    if (before !== undefined) lists.touch('post', before);
    lists.touch('post', item.slug);
  };
  const remove = (file: string) => {
    const slug = sources.post.slugOf(file);
    sources.post.removeFile(file);
    if (slug !== undefined) lists.touch('post', slug);
  };
  return { sources, lists, save, remove, due: () => due };
}

/** What the index answered before it kept its lists: a full sort, filtered at `now`. */
function fullSort(posts: Collection<Post>, now = Date.now()) {
  const all = sortPosts(posts.items()).map(summarizePost);
  return { all, published: all.filter((item) => postState(item, now) === 'published') };
}

describe('ContentLists', () => {
  it('files an added, a moved and a removed post, drafts kept out of the public list', () => {
    const { sources, lists, save, remove } = site();
    save('posts/a.md', post('a', '2026-01-01T00:00:00.000Z'));
    save('posts/b.md', post('b', '2026-01-03T00:00:00.000Z'));
    save('posts/c.md', post('c', '2026-01-02T00:00:00.000Z', { draft: true }));
    expect(lists.posts().map((item) => item.slug)).toEqual(['b', 'c', 'a']);
    expect(lists.publishedPosts().map((item) => item.slug)).toEqual(['b', 'a']);
    save('posts/a.md', post('a', '2026-01-05T00:00:00.000Z'));
    remove('posts/b.md');
    expect(lists.posts().map((item) => item.slug)).toEqual(['a', 'c']);
    expect(lists.publishedPosts()).toEqual(fullSort(sources.post).published);
    expect(lists.posts()[0]).not.toHaveProperty('content');
  });

  it('follows a file whose slug changed, and the file that wins a slug two files give', () => {
    const { lists, save, remove } = site();
    save('posts/first.md', post('first', '2026-01-01T00:00:00.000Z'));
    save('posts/first.md', post('renamed', '2026-01-01T00:00:00.000Z'));
    expect(lists.posts().map((item) => item.slug)).toEqual(['renamed']);
    save('posts/x.md', post('x', '2026-01-03T00:00:00.000Z', { title: 'first' }));
    save('posts/deep/x/index.md', post('x', '2026-01-02T00:00:00.000Z', { title: 'later' }));
    expect(lists.posts().map((item) => [item.slug, item.title])).toEqual([['x', 'first'], ['renamed', 'renamed']]);
    remove('posts/x.md');
    expect(lists.posts().map((item) => [item.slug, item.title])).toEqual([['x', 'later'], ['renamed', 'renamed']]);
  });

  it('lets a scheduled post into the public list when its time comes, and calls back then', async () => {
    const { lists, save, due } = site();
    save('posts/now.md', post('now', new Date(Date.now() - DAY).toISOString()));
    save('posts/soon.md', post('soon', new Date(Date.now() + 60).toISOString()));
    save('posts/later.md', post('later', new Date(Date.now() + DAY).toISOString()));
    expect(lists.publishedPosts().map((item) => item.slug)).toEqual(['now']);
    expect(lists.release()).toBe(false);
    await expect.poll(due, { timeout: 2000 }).toBe(1);
    expect(lists.release()).toBe(true);
    expect(lists.publishedPosts().map((item) => item.slug)).toEqual(['soon', 'now']);
    expect(lists.release(Date.now() + DAY + 1)).toBe(true);
    expect(lists.publishedPosts().map((item) => item.slug)).toEqual(['later', 'soon', 'now']);
  });

  it('forgets a schedule when its post becomes a draft or goes', () => {
    const { lists, save, remove } = site();
    save('posts/a.md', post('a', new Date(Date.now() + DAY).toISOString()));
    save('posts/b.md', post('b', new Date(Date.now() + 2 * DAY).toISOString()));
    lists.flush();
    save('posts/a.md', post('a', new Date(Date.now() + DAY).toISOString(), { draft: true }));
    remove('posts/b.md');
    expect(lists.release(Date.now() + 3 * DAY)).toBe(false);
    expect(lists.publishedPosts()).toEqual([]);
  });

  it('keeps projects featured first, then by completion, as one change follows another', () => {
    const { sources, lists } = site();
    const project = (slug: string, featured: boolean, completionDate: string) => ({ id: slug, slug, title: slug, featured, completionDate, content: '' }) as unknown as Project;
    const save = (file: string, item: Project) => {
      sources.project.set(file, item.slug, item);
      lists.touch('project', item.slug);
    };
    save('projects/a.md', project('a', false, 'March 2025'));
    save('projects/b.md', project('b', true, 'January 2020'));
    save('projects/c.md', project('c', false, 'someday'));
    save('projects/d.md', project('d', false, 'March 2025'));
    expect(lists.projects().map((item) => item.slug)).toEqual(['b', 'a', 'd', 'c']);
    save('projects/c.md', project('c', true, 'May 2024'));
    sources.project.removeFile('projects/a.md');
    lists.touch('project', 'a');
    expect(lists.projects()).toEqual(sortProjects(sources.project.items()).map(summarizeProject));
    expect(lists.projects().map((item) => item.slug)).toEqual(['c', 'b', 'd']);
  });

  it('keeps the video hosts the posts name, each once', () => {
    const { lists, save, remove } = site();
    save('posts/a.md', post('a', '2026-01-01T00:00:00.000Z', { videoUrl: 'https://www.youtube.com/embed/x' }));
    save('posts/b.md', post('b', '2026-01-01T00:00:00.000Z', { videoUrl: 'https://www.youtube.com/embed/y' }));
    save('posts/c.md', post('c', '2026-01-01T00:00:00.000Z', { videoUrl: 'https://player.vimeo.com/video/1' }));
    expect(lists.videoOrigins().sort()).toEqual(['https://player.vimeo.com', 'https://www.youtube.com']);
    remove('posts/a.md');
    save('posts/c.md', post('c', '2026-01-01T00:00:00.000Z', { videoUrl: 'not a url' }));
    expect(lists.videoOrigins()).toEqual(['https://www.youtube.com']);
    remove('posts/b.md');
    expect(lists.videoOrigins()).toEqual([]);
  });

  it('answers as a full sort does after random edits, one at a time and in bursts', () => {
    const { sources, lists, save, remove } = site();
    const now = Date.now();
    let seed = 56;
    const random = (n: number) => Math.floor(((seed = (seed * 48271) % 2147483647) / 2147483647) * n);
    // Few distinct times (ties), some ahead of now (scheduled), some drafts, files that share slugs.
    const times = Array.from({ length: 12 }, (_, k) => new Date(now + (k - 8) * DAY).toISOString());
    for (let step = 0; step < 4000; step += 1) {
      const file = `posts/${random(3) === 0 ? 'sub/' : ''}f${random(200)}.md`;
      if (random(6) === 0) remove(file);
      else save(file, post(`s${random(150)}`, times[random(times.length)]!, { draft: random(7) === 0, videoUrl: random(4) === 0 ? `https://v${random(5)}.example/x` : null }));
      // Read now and then: some changes are filed one by one, others pile up into a burst.
      if (random(random(2) === 0 ? 3 : 400) === 0) {
        const expected = fullSort(sources.post, now);
        expect(lists.posts()).toEqual(expected.all);
        expect(lists.release(now)).toBe(false);
        expect(lists.publishedPosts()).toEqual(expected.published);
      }
    }
    const expected = fullSort(sources.post, now);
    expect(lists.posts()).toEqual(expected.all);
    expect(lists.publishedPosts()).toEqual(expected.published);
    const videos = new Set(sources.post.items().flatMap((item) => (item.videoUrl ? [new URL(item.videoUrl).origin] : [])));
    expect(new Set(lists.videoOrigins())).toEqual(videos);
    // Time passes: every scheduled post is released, and the lists still match.
    const later = now + 10 * DAY;
    expect(lists.release(later)).toBe(true);
    expect(lists.publishedPosts()).toEqual(fullSort(sources.post, later).published);
  });
});
