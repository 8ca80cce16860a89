import { describe, expect, it } from 'vitest';
import type { Post, Project, Template } from '../../src/lib/content-types';
import { BARE_CONTEXT } from '../../tests/support/bare-parse-context';
import { Collection } from './content-collection';
import { classifyContentPath } from './content-paths';
import { ContentLists } from './content-lists';
import { parseContentFile } from './parse-content-file';
import { bodyText, INDEXED_TEXT_CHARS, PostSearch, searchTerm, snippetOf } from './post-search';

function post(slug: string, fields: Partial<Post> = {}): Post {
  return {
    id: slug,
    slug,
    title: `Post ${slug}`,
    summary: 'A summary of the post.',
    tags: [],
    publishedAt: '2026-01-01T00:00:00.000Z',
    draft: false,
    content: '<p>Nothing much here.</p>',
    videoUrl: null,
    ...fields,
  } as unknown as Post;
}

const slugs = (search: PostSearch, query: string) => search.search(query).map((match) => match.slug);

describe('PostSearch', () => {
  const search = new PostSearch();
  search.setAll([
    post('tiles', { title: 'Vector tiles on a budget', content: '<p>We cut the <strong>tileserver</strong> bill in half.</p><pre><code>const secretidentifier = 1;</code></pre>' }),
    post('geocoding', { title: 'Geocoding addresses', tags: ['Maps', 'PostGIS'], content: '<p>Addresses are messy; so is the café down the road.</p>' }),
    post('caching', { title: 'Caching listings', summary: 'How the listing pages got fast.', content: '<p>Redis in front of Postgres &amp; a CDN.</p>' }),
  ]);

  it('finds a post by a word of its title, its tags, its summary and its body', () => {
    expect(slugs(search, 'budget')).toEqual(['tiles']);
    expect(slugs(search, 'postgis')).toEqual(['geocoding']);
    expect(slugs(search, 'fast')).toEqual(['caching']);
    expect(slugs(search, 'tileserver')).toEqual(['tiles']);
    expect(slugs(search, 'redis cdn')).toEqual(['caching']);
  });

  it('wants every word, in any field, ignores case, accents and doubled letters', () => {
    expect(slugs(search, 'redis tileserver')).toEqual([]);
    expect(slugs(search, 'caching redis')).toEqual(['caching']);
    expect(slugs(search, 'REDIS')).toEqual(['caching']);
    expect(slugs(search, 'cafe')).toEqual(['geocoding']);
    expect(slugs(search, 'adresses')).toEqual(['geocoding']);
    // Whole words only: the start of a word finds nothing (decision 062).
    expect(slugs(search, 'geoc')).toEqual([]);
    expect(slugs(search, 'ca')).toEqual([]);
  });

  it('folds English endings alike in posts and in queries', () => {
    const folded = new PostSearch();
    folded.setAll([
      post('deploys', { title: 'How we deploy', content: '<p>Stories of caches and running services.</p>' }),
      post('other', { content: '<p>Deployment notes; a string of strings.</p>' }),
    ]);
    for (const query of ['deploy', 'deploys', 'deploying', 'deployed', 'Déployed']) expect(slugs(folded, query)).toEqual(['deploys']);
    expect(slugs(folded, 'story caching runs service')).toEqual(['deploys']);
    expect(slugs(folded, 'string')).toEqual(['other']);
    expect(searchTerm('strings')).toBe(searchTerm('string'));
    expect(searchTerm('queries')).toBe('query');
  });

  it('ranks a post that has the word in its title above one that has it in its body', () => {
    const ranked = new PostSearch();
    ranked.setAll([post('body', { content: '<p>Some notes on leaflet plugins.</p>' }), post('title', { title: 'Leaflet in practice' })]);
    expect(slugs(ranked, 'leaflet')).toEqual(['title', 'body']);
  });

  it('leaves code blocks and words too common to tell posts apart out of the index', () => {
    expect(slugs(search, 'secretidentifier')).toEqual([]);
    expect(slugs(search, 'the')).toEqual([]);
  });

  it('files an edit, a removal and a post filed again without indexing it twice', () => {
    const edited = new PostSearch();
    const first = post('a', { content: '<p>Mapbox styles.</p>' });
    edited.set('a', first);
    edited.set('b', post('b', { content: '<p>Mapbox fonts.</p>' }));
    expect(slugs(edited, 'mapbox').sort()).toEqual(['a', 'b']);
    edited.set('a', post('a', { content: '<p>Maplibre styles.</p>' }));
    expect(slugs(edited, 'mapbox')).toEqual(['b']);
    expect(slugs(edited, 'maplibre')).toEqual(['a']);
    edited.set('b', null);
    expect(slugs(edited, 'mapbox')).toEqual([]);
    expect(edited.size).toBe(1);
    const again = post('a', { content: '<p>Maplibre styles.</p>' });
    edited.setAll([again]);
    edited.setAll([again]);
    expect(slugs(edited, 'maplibre')).toEqual(['a']);
  });

  it('indexes a large setAll in turns of the event loop, saying so until it has caught up', async () => {
    let caughtUp = 0;
    const filling = new PostSearch(() => (caughtUp += 1));
    const many = Array.from({ length: 600 }, (_, i) => post(`p${i}`, { content: '<p>Pelican crossing.</p>' }));
    filling.setAll(many);
    expect(filling.complete).toBe(false);
    expect(filling.search('pelican').length).toBeLessThan(600);
    // An edit while it fills is indexed at once and not undone by the fill.
    filling.set('p599', post('p599', { content: '<p>Heron.</p>' }));
    await filling.caughtUp();
    expect(filling.complete).toBe(true);
    expect(caughtUp).toBe(1);
    expect(filling.search('pelican')).toHaveLength(599);
    expect(slugs(filling, 'heron')).toEqual(['p599']);
    // Filed again, the same posts cost nothing: nothing is queued.
    filling.setAll([...many.slice(0, 599), filling['indexed'].get('p599')!]);
    expect(filling.complete).toBe(true);
  });

  it('holds a fill under way while foreground work pauses it, and finishes it once the last pause ends', async () => {
    const paused = new PostSearch();
    paused.setAll(Array.from({ length: 20_000 }, (_, i) => post(`p${i}`, { content: '<p>Pelican crossing.</p>' })));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    const resumeEdit = paused.pauseFill();
    const resumeWalk = paused.pauseFill();
    const before = paused.search('pelican').length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paused.search('pelican')).toHaveLength(before);
    expect(paused.complete).toBe(false);
    // A small change is indexed at once all the same.
    paused.set('heron', post('heron', { content: '<p>Heron.</p>' }));
    expect(slugs(paused, 'heron')).toEqual(['heron']);
    resumeEdit();
    resumeEdit(); // a second call of the same pause changes nothing
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paused.search('pelican')).toHaveLength(before);
    resumeWalk();
    await paused.caughtUp();
    expect(paused.search('pelican')).toHaveLength(20_000);
  });

  it('goes on with a fill only once no edit has been filed for a quiet while', async () => {
    const quiet = new PostSearch(undefined, { afterEditMs: 300, longestMs: 60_000 });
    quiet.setAll(Array.from({ length: 20_000 }, (_, i) => post(`p${i}`, { content: '<p>Pelican crossing.</p>' })));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    quiet.pauseFill()();
    const before = quiet.search('pelican').length;
    // Another edit in the quiet while starts it again.
    await new Promise((resolve) => setTimeout(resolve, 150));
    quiet.pauseFill()();
    const edited = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(quiet.search('pelican')).toHaveLength(before);
    await quiet.caughtUp();
    expect(performance.now() - edited).toBeGreaterThanOrEqual(290);
    expect(quiet.search('pelican')).toHaveLength(20_000);
  });

  it('never waits out quiet whiles for longer than its longest in a row: edits that never stop do not keep the search partial', async () => {
    const busy = new PostSearch(undefined, { afterEditMs: 10_000, longestMs: 200 });
    busy.setAll(Array.from({ length: 20_000 }, (_, i) => post(`p${i}`, { content: '<p>Pelican crossing.</p>' })));
    await new Promise((resolve) => setImmediate(resolve));
    // An edit every 20 ms for as long as the fill runs.
    const editing = setInterval(() => busy.pauseFill()(), 20);
    const edited = performance.now();
    await busy.caughtUp().finally(() => clearInterval(editing));
    expect(performance.now() - edited).toBeLessThan(5_000);
    expect(busy.search('pelican')).toHaveLength(20_000);
  });

  it('starts a large fill only once the hold it was given is over; a small change is indexed at once', async () => {
    const held = new PostSearch();
    let release!: () => void;
    held.holdFillsUntil(new Promise<void>((resolve) => (release = resolve)));
    held.setAll(Array.from({ length: 600 }, (_, i) => post(`p${i}`, { content: '<p>Pelican crossing.</p>' })));
    held.set('heron', post('heron', { content: '<p>Heron.</p>' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.search('pelican')).toHaveLength(0);
    expect(slugs(held, 'heron')).toEqual(['heron']);
    release();
    await held.caughtUp();
    expect(held.search('pelican')).toHaveLength(600);
  });

  it('indexes afresh when a setAll changes many of the posts indexed, leaving no old word behind', async () => {
    const rebuilt = new PostSearch();
    rebuilt.setAll(Array.from({ length: 600 }, (_, i) => post(`p${i}`, { content: '<p>Pelican crossing.</p>' })));
    await rebuilt.caughtUp();
    const edited = Array.from({ length: 600 }, (_, i) => post(`p${i}`, { content: i < 500 ? '<p>Heron crossing.</p>' : '<p>Pelican crossing.</p>' }));
    rebuilt.setAll(edited.slice(0, 550));
    expect(rebuilt.complete).toBe(false);
    await rebuilt.caughtUp();
    expect(rebuilt.size).toBe(550);
    expect(rebuilt.search('heron')).toHaveLength(500);
    expect(rebuilt.search('pelican')).toHaveLength(50);
    expect(rebuilt.search('crossing')).toHaveLength(550);
  });

  it('indexes a bounded start of a long body', () => {
    const long = new PostSearch();
    const filler = '<p>' + 'filler words here. '.repeat(Math.ceil(INDEXED_TEXT_CHARS / 19)) + '</p>';
    long.set('long', post('long', { content: `<p>opening</p>${filler}<p>farawayword</p>` }));
    expect(slugs(long, 'opening')).toEqual(['long']);
    expect(slugs(long, 'farawayword')).toEqual([]);
  });
});

describe('bodyText and snippetOf', () => {
  it('reads the text of sanitized HTML, entities decoded', () => {
    expect(bodyText('<h2 id="x">Title</h2><p>A &amp; B &lt;tag&gt; &#8212; &#x41;</p><pre><code>x</code></pre>')).toBe('Title A & B <tag> — A');
  });

  it("leaves out the links the parser adds: a heading's #, a footnote's number and ↩", async () => {
    const file = 'posts/notes.md';
    const parsed = await parseContentFile(file, classifyContentPath(file)!, '---\ntitle: Notes\ndate: 2026-01-02\n---\n## Tile costs\n\nServers cost less[^cheap].\n\n[^cheap]: Since 2024.\n', BARE_CONTEXT);
    const html = parsed.ok && parsed.parsed.kind === 'post' ? parsed.parsed.item.content : '';
    expect(html).toContain('heading-link');
    expect(html).toContain('footnote');
    expect(bodyText(html)).toBe('Tile costs Servers cost less. Since 2024.');
  });

  it('shows the body around the first matching word, else the summary', () => {
    const html = `<p>${'Intro words. '.repeat(20)}Then the tileserver bill went down. ${'More text. '.repeat(30)}</p>`;
    const snippet = snippetOf(html, ['tileserver'], 'The summary.');
    expect(snippet).toMatch(/^….*Then the tileserver bill went down\..*…$/);
    expect(snippet.length).toBeLessThan(240);
    expect(snippetOf(html, ['absent'], 'The summary.')).toBe('The summary.');
    // Found by a folded word, the snippet shows the word as written.
    const folded = snippetOf(`<p>${'Intro words. '.repeat(20)}Then it deployed. ${'More text. '.repeat(30)}</p>`, [searchTerm('deploying')!], '');
    expect(folded).toMatch(/^….*Then it deployed\..*…$/);
  });
});

describe('search kept with the public list', () => {
  function site() {
    const sources = { post: new Collection<Post>(), project: new Collection<Project>(), template: new Collection<Template>() };
    const lists = new ContentLists(sources, () => {});
    const save = (item: Post) => {
      sources.post.set(`posts/${item.slug}.md`, item.slug, item);
      lists.touch('post', item.slug);
    };
    const remove = (slug: string) => {
      sources.post.removeFile(`posts/${slug}.md`);
      lists.touch('post', slug);
    };
    const found = (query: string) => lists.searchPosts(query).found.map((hit) => hit.summary.slug);
    return { lists, save, remove, found };
  }

  it('never finds a draft or a post scheduled for later, and finds the latter once its time comes', () => {
    // Times from the real clock, not a faked Date: with isolate off, a faked Date leaks into
    // modules other test files share (smol-toml's dates were made by it).
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const { lists, save, found } = site();
    save(post('public', { content: '<p>The harbour crane.</p>' }));
    save(post('draft', { draft: true, content: '<p>The harbour crane.</p>' }));
    save(post('later', { publishedAt: new Date(now + day).toISOString(), content: '<p>The harbour crane.</p>' }));
    expect(found('harbour')).toEqual(['public']);
    expect(lists.release(now + day + 1000)).toBe(true);
    expect(found('harbour').sort()).toEqual(['later', 'public']);
  });

  it('follows an edit, a post made a draft and a deleted post, one at a time', () => {
    const { save, remove, found } = site();
    for (let i = 0; i < 40; i += 1) save(post(`p${i}`, { content: `<p>Common words ${i}.</p>` }));
    expect(found('common')).toHaveLength(40);
    save(post('p1', { content: '<p>Turbines now.</p>' }));
    expect(found('turbines')).toEqual(['p1']);
    expect(found('common')).toHaveLength(39);
    save(post('p2', { draft: true, content: '<p>Common words.</p>' }));
    remove('p3');
    expect(found('common')).toHaveLength(37);
    expect(found('common')).not.toContain('p2');
  });
});
