// The resized images the site's main pages show are made before a visitor asks: after a start
// and after each content change (decision 073). Otherwise the first visitor after a deploy or an
// edit waits for them, and while the page loads the server spends a core making them, the core the
// browser of a visitor on the same machine (or a Lighthouse run) needed.
//
// The pages themselves say which images they show: each is rendered as a visitor would get it, and
// every resized image in it (src and srcset) is made as WebP, the format browsers take, up to the
// width a phone or laptop picks. They are made one at a time, in the resizer's queue, so a
// visitor's own image waits behind at most one of them.
import { ITEM_ADDRESS } from '../content/alias-table';
import type { ContentIndex } from '../content/content-index';
import type { Logger } from '../logger';

/** The pages a visitor arrives on: the home page and the lists the navigation leads to. */
const WARMED_PAGES: readonly string[] = ['/', '/works', '/templates', '/blog', '/services'];

/** Besides them, the newest posts' and the first projects' own pages, where links and shares lead. */
const WARMED_POSTS = 10;
const WARMED_PROJECTS = 12;

/** The pages warmed now: the fixed ones, then the newest posts' and the first projects' own. */
export function warmedPages(index: Pick<ContentIndex, 'listPosts' | 'listProjects'>): string[] {
  return [
    ...WARMED_PAGES,
    ...index.listPosts().slice(0, WARMED_POSTS).map((post) => ITEM_ADDRESS.post(post.slug)),
    ...index.listProjects().slice(0, WARMED_PROJECTS).map((project) => ITEM_ADDRESS.project(project.slug)),
  ];
}

/** Wider renditions in a srcset are for large screens at high density: made when asked. */
const WIDEST_WARMED = 800;

/** After a change, the warm-up waits this long for the next, so a pull of many files runs it once. */
const SETTLE_MS = 2000;

export interface RenditionWarmUpOptions {
  /** The HTML of a page as a visitor would get it, or null when it is not a page now. */
  pageHtml: (pagePath: string) => Promise<string | null>;
  /** Makes one rendition unless it is cached; resolves to whether one was made. */
  warm: (address: string) => Promise<boolean>;
  logger: Logger;
  /** The pages to warm, asked at each run (the newest posts change). */
  pages: () => readonly string[];
}

export interface RenditionWarmUp {
  /** Warms the pages now (or after the run under way); resolves to the renditions made. */
  run(): Promise<number>;
  /** Runs once changes have settled. */
  soon(): void;
}

/** The resized images an HTML page shows, each once: the addresses in its src and srcset attributes. */
export function resizedImagesOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\s(?:src|srcset|srcSet)="([^"]*)"/g)) {
    for (const candidate of match[1]!.replaceAll('&amp;', '&').split(',')) {
      const address = candidate.trim().split(/\s+/)[0] ?? '';
      const width = /^\/[^?#\s]+\?w=(\d+)&q=\d+$/.exec(address)?.[1];
      if (width !== undefined && Number(width) <= WIDEST_WARMED) found.add(address);
    }
  }
  return [...found];
}

export function renditionWarmUp({ pageHtml, warm, logger, pages }: RenditionWarmUpOptions): RenditionWarmUp {
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function warmAll(): Promise<number> {
    const started = performance.now();
    let made = 0;
    const seen = new Set<string>();
    for (const page of pages()) {
      const html = await pageHtml(page).catch(() => null);
      for (const address of html ? resizedImagesOf(html) : []) {
        if (seen.has(address)) continue;
        seen.add(address);
        // One image that cannot be made is the resizer's to report when a visitor asks for it.
        if (await warm(address).catch(() => false)) made += 1;
      }
    }
    if (made > 0) logger.info(`images: made ${made} resized image(s) the main pages show, before a visitor asked (${Math.round(performance.now() - started)} ms)`, { event: 'images-warmed', made });
    return made;
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = warmAll().finally(() => {
      running = null;
      if (again) {
        again = false;
        void run();
      }
    });
    return running;
  }

  return {
    run,
    soon() {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), SETTLE_MS);
      timer.unref();
    },
  };
}
