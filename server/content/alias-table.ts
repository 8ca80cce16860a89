// The old addresses of every post, project and template (aliases:, redirect_from:), kept one
// file at a time as the index files it (decision 056: a hand edit costs the same at any size),
// and the answer to "does this path redirect, and where?" (decision 065). An alias never wins
// over a live page: one that names a page of the route table, another item's address, its own
// item's address (a loop) or an alias of another item is not served, and said as a note.
import type { ContentProblem } from '../../src/lib/api/content-problem';
import { FEEDS } from '../../src/lib/feeds';
import type { CollectionKind } from './content-paths';
import { aliasKey, type RedirectAlias } from './redirect-aliases';

/**
 * The pages of the route table (src/routes.tsx) at fixed paths, and the documents the server
 * answers beside them. A test checks this list against the route table.
 */
export const FIXED_PAGE_PATHS = ['/', '/works', '/blog', '/services', '/about', '/contact', '/calendar', '/blueprint', '/templates', '/map-projects', '/admin/blog', '/privacy', '/terms', '/search'];
const SERVER_PATHS = ['/sitemap.xml', '/robots.txt', '/favicon.ico', '/healthz', ...Object.values(FEEDS).map((feed) => feed.path)];
const FIXED_KEYS = new Set([...FIXED_PAGE_PATHS, ...SERVER_PATHS].map(aliasKey));

/** The route table's item pages: the first path segment and the kind of item it shows. */
const ITEM_SECTIONS: Record<string, CollectionKind> = { blog: 'post', works: 'project', templates: 'template', 'template-view': 'template' };
export const ITEM_ADDRESS: Record<CollectionKind, (slug: string) => string> = {
  post: (slug) => `/blog/${slug}`,
  project: (slug) => `/works/${slug}`,
  template: (slug) => `/templates/${slug}`,
};
const KIND_NAMES: Record<CollectionKind, string> = { post: 'post', project: 'project', template: 'template' };

/** What the table asks of the index: where each file's item is served, and whether it is public. */
export interface AliasTargets {
  /** The slug a file is served at, or undefined when it is not served (not indexed, or it lost its slug to another file). */
  servedSlug(kind: CollectionKind, file: string): string | undefined;
  /** The file served at an address of this kind (any state: a draft's address is its own). */
  fileAt(kind: CollectionKind, slug: string): string | undefined;
  /** Whether the item is public now (a draft's or scheduled post's aliases would reveal it). */
  isPublic(kind: CollectionKind, slug: string): boolean;
}

interface FileAliases {
  kind: CollectionKind;
  aliases: RedirectAlias[];
}

/** Why an alias is not served, in words naming the fix; null when it is. */
type Verdict = { problem: string } | null;

export class AliasTable {
  private readonly byFile = new Map<string, FileAliases>();
  /** Which files claim each key. */
  private readonly claims = new Map<string, Set<string>>();

  constructor(private readonly targets: AliasTargets) {}

  /** Records a file's aliases (an empty list forgets them). */
  set(file: string, kind: CollectionKind, aliases: readonly RedirectAlias[]): void {
    this.remove(file);
    if (aliases.length === 0) return;
    this.byFile.set(file, { kind, aliases: [...aliases] });
    for (const alias of aliases) {
      let files = this.claims.get(alias.key);
      if (!files) this.claims.set(alias.key, (files = new Set()));
      files.add(file);
    }
  }

  remove(file: string): void {
    const entry = this.byFile.get(file);
    if (!entry) return;
    this.byFile.delete(file);
    for (const alias of entry.aliases) {
      const files = this.claims.get(alias.key);
      files?.delete(file);
      if (files?.size === 0) this.claims.delete(alias.key);
    }
  }

  /**
   * The address a request path redirects to, or undefined: a map lookup, then the checks for that
   * one alias. `unpublished` also finds a draft's or scheduled post's (the console's view: a post
   * moved, not deleted).
   */
  redirectFor(pathname: string, { unpublished = false } = {}): string | undefined {
    const key = aliasKey(pathname);
    const files = this.servedClaimants(key);
    if (files.length !== 1) return undefined;
    const file = files[0]!;
    const { kind } = this.byFile.get(file)!;
    const slug = this.targets.servedSlug(kind, file)!;
    if (!unpublished && !this.targets.isPublic(kind, slug)) return undefined;
    return this.verdict(key, file, kind, slug) === null ? ITEM_ADDRESS[kind](slug) : undefined;
  }

  /** A note for each alias that is not served, on the line it is written on. */
  problems(): ContentProblem[] {
    const problems: ContentProblem[] = [];
    for (const [file, { kind, aliases }] of this.byFile) {
      const slug = this.targets.servedSlug(kind, file);
      if (slug === undefined) continue;
      for (const alias of aliases) {
        const verdict = this.verdict(alias.key, file, kind, slug);
        if (verdict) problems.push({ file, line: alias.line, field: alias.field, level: 'note', message: verdict.problem });
      }
    }
    return problems;
  }

  /** The files claiming a key whose items are served (a file that lost its slug to another claims nothing). */
  private servedClaimants(key: string): string[] {
    const files = this.claims.get(key);
    if (!files) return [];
    return [...files].filter((file) => this.targets.servedSlug(this.byFile.get(file)!.kind, file) !== undefined);
  }

  private verdict(key: string, file: string, kind: CollectionKind, slug: string): Verdict {
    const path = this.byFile.get(file)!.aliases.find((alias) => alias.key === key)?.path ?? key;
    if (key === aliasKey(ITEM_ADDRESS[kind](slug))) return { problem: `${path} is this ${KIND_NAMES[kind]}'s own address, so it would redirect to itself: remove it` };
    if (FIXED_KEYS.has(key)) return { problem: `${path} is a page of the site, which keeps being served; this alias does nothing: remove it` };
    const [, section, itemSlug, ...more] = key.split('/');
    const shownKind = more.length === 0 && section ? ITEM_SECTIONS[section] : undefined;
    const shown = shownKind && itemSlug ? this.targets.fileAt(shownKind, itemSlug) : undefined;
    if (shown !== undefined && shown !== file) return { problem: `${path} is the address of ${shown}, which keeps being served there; this alias does nothing: remove it, or move that file` };
    const others = this.servedClaimants(key).filter((other) => other !== file);
    if (others.length > 0) return { problem: `${path} is also an old address of ${others.sort().join(', ')}, so it redirects to neither: keep it in one file only` };
    return null;
  }
}
