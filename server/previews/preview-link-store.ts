// Private preview links, kept in DATA_DIR/preview-links.json (mode 0600, like the leads), never
// in the content repo. A link's token is 256 random bits; the file and the memory hold only its
// SHA-256, so neither a backup of DATA_DIR nor a log can open a preview. A link works until it
// expires or is revoked; revoking deletes it, and expired links are dropped at the next write,
// so an unknown, expired and revoked token all look alike.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { PreviewLink } from '../../src/lib/api/preview-links';
import { ensurePrivateDir } from '../leads/private-dir';
import { PrivateJsonFile } from '../leads/private-json-file';

interface StoredLink {
  id: string;
  slug: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

interface StoredFile {
  links: StoredLink[];
}

export const PREVIEW_LINKS_FILE = 'preview-links.json';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class PreviewLinkStore {
  private links: StoredLink[];

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

  /** A new link for `slug`; the token is in the answer once and never stored. */
  async create(slug: string, ttlSeconds: number): Promise<{ link: PreviewLink; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const created = this.now();
    const stored: StoredLink = {
      id: randomBytes(9).toString('base64url'),
      slug,
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

  /** The post a token opens, while its link is live; null for an unknown, expired or revoked token. */
  resolve(token: string): { slug: string; expiresAt: string } | null {
    if (token.length < 20 || token.length > 100) return null;
    const hash = hashToken(token);
    const link = this.live().find((candidate) => candidate.tokenHash === hash);
    return link ? { slug: link.slug, expiresAt: link.expiresAt } : null;
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
