// Private preview links, kept in DATA_DIR/preview-links.json (mode 0600, like the leads), never
// in the content repo. A link's token is 256 random bits; the file and the memory hold only its
// SHA-256, so neither a backup of DATA_DIR nor a log can open a preview. A link works until it
// expires or is revoked; revoking deletes it, and expired links are dropped at the next write,
// so an unknown, expired and revoked token all look alike.
//
// A link belongs to a post's file, not to its slug (decision 038): it records the file and the
// commit that added it, and stops opening as soon as that file changes on disk until
// post-identity.ts has checked that it is still the same post (same file, same adding commit, or
// renamed by a change of format); a deleted post's links, and links whose file is now another
// post of the same slug, are revoked.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { PreviewLink } from '../../src/lib/api/preview-links';
import { ensurePrivateDir } from '../leads/private-dir';
import { PrivateJsonFile } from '../leads/private-json-file';

/** Which post a link opens: its file, and the commit that added that file (null: not committed then). */
export interface PostIdentity {
  file: string;
  addedIn: string | null;
}

interface StoredLink {
  id: string;
  slug: string;
  /** Absent in links made before decision 038: adopted from the post at the first check. */
  file?: string;
  addedIn?: string | null;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

interface StoredFile {
  links: StoredLink[];
}

export const PREVIEW_LINKS_FILE = 'preview-links.json';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the identity check says of a link: still its post (maybe renamed), or revoke it. */
export type LinkCheck = { keep: PostIdentity } | 'revoke';

export class PreviewLinkStore {
  private links: StoredLink[];
  /** Files changed on disk since their links were last checked: those links open nothing meanwhile. */
  private readonly unverified = new Set<string>();
  private everythingUnverified = true;
  /** What `verify` is checking now: still refused until its decision is applied. */
  private checking: { all: boolean; files: Set<string> } = { all: false, files: new Set() };

  private constructor(
    private readonly file: PrivateJsonFile<StoredFile>,
    stored: StoredFile | null,
    private readonly now: () => Date,
  ) {
    this.links = Array.isArray(stored?.links) ? stored.links.filter(isStoredLink) : [];
  }

  static async open(dataDir: string, now: () => Date = () => new Date()): Promise<PreviewLinkStore> {
    await ensurePrivateDir(dataDir);
    const file = new PrivateJsonFile<StoredFile>(path.join(dataDir, PREVIEW_LINKS_FILE));
    await file.removeLeftovers();
    return new PreviewLinkStore(file, await file.read(), now);
  }

  /** A new link for the post `slug` whose file is `identity`; the token is in the answer once and never stored. */
  async create(slug: string, ttlSeconds: number, identity: PostIdentity): Promise<{ link: PreviewLink; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const created = this.now();
    const stored: StoredLink = {
      id: randomBytes(9).toString('base64url'),
      slug,
      file: identity.file,
      addedIn: identity.addedIn,
      tokenHash: hashToken(token),
      createdAt: created.toISOString(),
      expiresAt: new Date(created.getTime() + ttlSeconds * 1000).toISOString(),
    };
    this.links = [...this.live(), stored];
    await this.save();
    return { link: publicLink(stored), token };
  }

  /** The live links of a post (or of every post), oldest first. */
  list(slug?: string): PreviewLink[] {
    return this.live()
      .filter((link) => slug === undefined || link.slug === slug)
      .map(publicLink);
  }

  /**
   * The post a token opens, while its link is live and its file unchanged since it was last
   * checked; null for an unknown, expired or revoked token, or one waiting for its check.
   */
  resolve(token: string): { id: string; slug: string; file: string; expiresAt: string } | null {
    if (token.length < 20 || token.length > 100) return null;
    const hash = hashToken(token);
    const link = this.live().find((candidate) => candidate.tokenHash === hash);
    if (!link?.file || this.everythingUnverified || this.checking.all || this.unverified.has(link.file) || this.checking.files.has(link.file)) return null;
    return { id: link.id, slug: link.slug, file: link.file, expiresAt: link.expiresAt };
  }

  /** Revokes every link of a post (it was deleted). */
  async revokePost(slug: string): Promise<void> {
    const kept = this.links.filter((link) => link.slug !== slug);
    if (kept.length === this.links.length) return;
    this.links = kept;
    await this.save();
  }

  /** A content file changed on disk ('*': any may have): its links wait for `verify`. */
  markChanged(file: string): void {
    if (file === '*') this.everythingUnverified = true;
    else if (this.links.some((link) => link.file === file || link.file === undefined)) this.unverified.add(file);
  }

  /** Whether some link waits for its check. */
  get needsCheck(): boolean {
    return this.everythingUnverified || this.unverified.size > 0;
  }

  /** Checks the links marked by `markChanged` with `check`: kept (re-pointed after a rename) or revoked. */
  async verify(check: (link: { slug: string } & Partial<PostIdentity>) => Promise<LinkCheck>): Promise<void> {
    const all = this.everythingUnverified;
    const files = new Set(this.unverified);
    this.checking = { all, files };
    this.everythingUnverified = false;
    this.unverified.clear();
    const decisions = new Map<string, LinkCheck>();
    try {
      for (const link of this.live()) {
        if (!all && link.file !== undefined && !files.has(link.file)) continue;
        decisions.set(link.id, await check({ slug: link.slug, file: link.file, addedIn: link.addedIn }));
      }
    } catch (error) {
      // Checked again at the next change; until then these links open nothing.
      this.everythingUnverified ||= all;
      for (const file of files) this.unverified.add(file);
      throw error;
    } finally {
      this.checking = { all: false, files: new Set() };
    }
    // Applied to the links as they are now: one made or revoked while the check ran stays so.
    let changed = false;
    const next: StoredLink[] = [];
    for (const link of this.links) {
      const decision = decisions.get(link.id);
      if (decision === 'revoke') {
        changed = true;
        continue;
      }
      if (decision && (decision.keep.file !== link.file || decision.keep.addedIn !== link.addedIn)) changed = true;
      next.push(decision ? { ...link, ...decision.keep } : link);
    }
    if (changed) {
      this.links = next;
      await this.save();
    }
  }

  /** Revokes a link: it stops working at once. Answers whether it was live. */
  async revoke(id: string): Promise<boolean> {
    const live = this.live();
    const kept = live.filter((link) => link.id !== id);
    if (kept.length === live.length) return false;
    this.links = kept;
    await this.save();
    return true;
  }

  private live(): StoredLink[] {
    const now = this.now().getTime();
    return this.links.filter((link) => Date.parse(link.expiresAt) > now);
  }

  private save(): Promise<void> {
    return this.file.write({ links: this.links });
  }
}

function publicLink({ id, slug, createdAt, expiresAt }: StoredLink): PreviewLink {
  return { id, slug, createdAt, expiresAt };
}

function isStoredLink(value: unknown): value is StoredLink {
  const link = value as Partial<StoredLink> | null;
  return (
    typeof link === 'object' &&
    link !== null &&
    typeof link.id === 'string' &&
    typeof link.slug === 'string' &&
    typeof link.tokenHash === 'string' &&
    typeof link.createdAt === 'string' &&
    typeof link.expiresAt === 'string'
  );
}
