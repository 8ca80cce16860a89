// The index's lists, kept current one changed item at a time (issue 28, decision 056): every
// post in order (the console's), the public posts in order, projects, templates, when the next
// scheduled post goes public, and the video hosts the posts name (the CSP's). A change only notes
// which slugs it touched; the next read, or the next turn of the event loop, files just those —
// a binary search and a move each — so a hand edit costs the same at 10,000 posts as at 100. A
// burst that touches a good part of a list (the first build, a big pull) sorts it once instead.
import { postState, type Post, type PostSummary, type Project, type ProjectSummary, type Template, type TemplateSummary } from '../../src/lib/content-types';
import type { Collection } from './content-collection';
import { byFeaturedThenCompleted, byNewest, summarizePost, summarizeProject, summarizeTemplate } from './content-order';
import { OrderedList } from './ordered-list';
import { PostSearch, type PostMatch } from './post-search';
import { PublishClock } from './publish-clock';

/** Past this share of a list's size, touched slugs are filed by one sort rather than one by one. */
const RESORT_SHARE = 1 / 8;

interface Sources {
  post: Collection<Post>;
  project: Collection<Project>;
  template: Collection<Template>;
}

type Kind = keyof Sources;

export class ContentLists {
  private readonly allPosts = new OrderedList<PostSummary>(byNewest);
  private readonly publicPosts = new OrderedList<PostSummary>(byNewest);
  private readonly projectList = new OrderedList<ProjectSummary>(byFeaturedThenCompleted);
  private readonly templateList = new OrderedList<TemplateSummary>(byNewest);
  /** Slugs changed since the lists were last filed, by kind; 'all' after a change that may touch any. */
  private readonly touched: Record<Kind, Set<string> | 'all'> = { post: new Set(), project: new Set(), template: new Set() };
  /** The origin each post's video is served from, and how many posts name each origin. */
  private readonly videoOriginOf = new Map<string, string>();
  private readonly videoOriginCounts = new Map<string, number>();
  /** The public posts' search index, filed with the public list (decision 062). */
  private readonly search: PostSearch;
  private readonly clock: PublishClock;
  private flushQueued = false;

  /**
   * `onDue` hears when a scheduled post's time comes (the index calls `release` then);
   * `onSearchCaughtUp` when the search index has caught up with a large change (answers made
   * before it were partial).
   */
  constructor(
    private readonly sources: Sources,
    onDue: () => void,
    onSearchCaughtUp: () => void = () => {},
  ) {
    this.clock = new PublishClock(onDue);
    this.search = new PostSearch(onSearchCaughtUp);
  }

  /** A slug whose served item may have changed (added, edited, removed, or another file won it). */
  touch(kind: Kind, slug: string): void {
    const touched = this.touched[kind];
    if (touched !== 'all') touched.add(slug);
    this.queueFlush();
  }

  /** Any item of any kind may have changed (the first build, a folder removed). */
  touchAll(): void {
    this.touched.post = this.touched.project = this.touched.template = 'all';
    this.queueFlush();
  }

  /** Every post in order, drafts and scheduled ones included. */
  posts(): PostSummary[] {
    this.flush();
    return this.allPosts.list();
  }

  /** Public posts in order, as they stood when last filed (`release` moves scheduled ones in). */
  publishedPosts(): PostSummary[] {
    this.flush();
    return this.publicPosts.list();
  }

  projects(): ProjectSummary[] {
    this.flush();
    return this.projectList.list();
  }

  templates(): TemplateSummary[] {
    this.flush();
    return this.templateList.list();
  }

  /** Holds the search's background fill until the answer is called (PostSearch.pauseFill). */
  pauseSearchFill(): () => void {
    return this.search.pauseFill();
  }

  /** Large search fills wait for `until` (PostSearch.holdFillsUntil). */
  holdSearchFillsUntil(until: Promise<unknown>): void {
    this.search.holdFillsUntil(until);
  }

  /**
   * Public posts matching every word of `query`, best first (post-search.ts), and whether the
   * search index held every public post (not while a large change is being indexed).
   */
  searchPosts(query: string): { found: { summary: PostSummary; match: PostMatch }[]; complete: boolean } {
    this.flush();
    // The public list has the last word: nothing it does not hold is ever answered.
    const found = this.search.search(query).flatMap((match) => {
      const summary = this.publicPosts.get(match.slug);
      return summary ? [{ summary, match }] : [];
    });
    return { found, complete: this.search.complete };
  }

  /** The origins of every post's video, each once. */
  videoOrigins(): string[] {
    this.flush();
    return [...this.videoOriginCounts.keys()];
  }

  /**
   * Whether a scheduled post's time has come by `now`; if so, such posts join the public list
   * (the caller counts that as a change of content).
   */
  release(now = Date.now()): boolean {
    this.flush(now);
    if (!this.clock.isDue(now)) return false;
    for (const slug of this.clock.takeDue(now)) this.file('post', slug, now);
    return true;
  }

  /** Files every touched slug now (the clock must know of a scheduled post without a read). */
  flush(now = Date.now()): void {
    for (const kind of ['post', 'project', 'template'] as const) {
      const touched = this.touched[kind];
      if (touched !== 'all' && touched.size === 0) continue;
      this.touched[kind] = new Set();
      if (touched === 'all' || touched.size > this.sources[kind].size * RESORT_SHARE + 16) this.refile(kind, now);
      else for (const slug of touched) this.file(kind, slug, now);
    }
  }

  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    // Once per burst of changes (a pull of thousands of files), not once per file.
    setImmediate(() => {
      this.flushQueued = false;
      this.flush();
    });
  }

  /** One slug's entry in each list of its kind, as its served item now stands. */
  private file(kind: Kind, slug: string, now: number): void {
    switch (kind) {
      case 'post': {
        const post = this.sources.post.get(slug);
        const summary = post ? summarizePost(post) : null;
        const state = post ? postState(post, now) : null;
        this.allPosts.set(slug, summary);
        this.publicPosts.set(slug, state === 'published' ? summary : null);
        this.search.set(slug, state === 'published' ? post! : null);
        this.clock.set(slug, state === 'scheduled' ? Date.parse(post!.publishedAt) : null, now);
        this.setVideoOrigin(slug, post?.videoUrl ?? undefined);
        return;
      }
      case 'project': {
        const project = this.sources.project.get(slug);
        return this.projectList.set(slug, project ? summarizeProject(project) : null);
      }
      case 'template': {
        const template = this.sources.template.get(slug);
        return this.templateList.set(slug, template ? summarizeTemplate(template) : null);
      }
    }
  }

  /** Every item of a kind filed again, each list sorted once. */
  private refile(kind: Kind, now: number): void {
    switch (kind) {
      case 'post': {
        const posts = this.sources.post.items();
        const summaries = posts.map(summarizePost);
        this.allPosts.replaceAll(summaries);
        this.publicPosts.replaceAll(summaries.filter((post) => postState(post, now) === 'published'));
        this.search.setAll(posts.filter((post) => postState(post, now) === 'published'));
        this.clock.reset(posts, now);
        this.videoOriginOf.clear();
        this.videoOriginCounts.clear();
        for (const post of posts) this.setVideoOrigin(post.slug, post.videoUrl ?? undefined);
        return;
      }
      case 'project':
        return this.projectList.replaceAll(this.sources.project.items().map(summarizeProject));
      case 'template':
        return this.templateList.replaceAll(this.sources.template.items().map(summarizeTemplate));
    }
  }

  private setVideoOrigin(slug: string, url: string | undefined): void {
    const origin = originOf(url);
    const old = this.videoOriginOf.get(slug);
    if (old === origin) return;
    if (old !== undefined) {
      const count = this.videoOriginCounts.get(old)! - 1;
      if (count === 0) this.videoOriginCounts.delete(old);
      else this.videoOriginCounts.set(old, count);
      this.videoOriginOf.delete(slug);
    }
    if (origin !== undefined) {
      this.videoOriginOf.set(slug, origin);
      this.videoOriginCounts.set(origin, (this.videoOriginCounts.get(origin) ?? 0) + 1);
    }
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
