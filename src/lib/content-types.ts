// The shapes the read API answers. Shared by the server's serializers and the
// browser's pages, so the JSON the server prefills is exactly what a client fetch returns.
import type { MapProject, ProjectFrontMatter, ServiceOffering, SiteSettings, TemplateFrontMatter, Testimonial } from './schemas/content-schemas';

export interface Project extends Omit<ProjectFrontMatter, 'id'> {
  id: string;
  slug: string;
  /** Sanitized HTML. */
  content: string;
}
export type ProjectSummary = Omit<Project, 'content'>;

export interface Post {
  id: string;
  slug: string;
  title: string;
  summary: string;
  /** Sanitized HTML. */
  content: string;
  image: string | null;
  videoUrl: string | null;
  tags: string[];
  featured: boolean;
  publishedAt: string;
  /** When the post last changed, if its file says (lastmod, updated…). */
  updatedAt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  authorName: string | null;
  readTime: number;
  /** A draft, or a post whose publishedAt is still ahead, is not public (see postState). */
  draft: boolean;
}

export type PostState = 'published' | 'draft' | 'scheduled';

/** Whether a post is public now: not a draft, and its publication time has come. */
export function postState(post: Pick<Post, 'draft' | 'publishedAt'>, now = Date.now()): PostState {
  if (post.draft) return 'draft';
  return Date.parse(post.publishedAt) > now ? 'scheduled' : 'published';
}
export type PostSummary = Omit<Post, 'content' | 'metaTitle' | 'metaDescription' | 'metaKeywords'>;

export interface Template extends Omit<TemplateFrontMatter, 'id'> {
  id: string;
  slug: string;
  /** Sanitized HTML. */
  content: string;
}
export type TemplateSummary = Omit<Template, 'content'>;

export interface AboutContent {
  content: string;
}

export type { MapProject, ServiceOffering, SiteSettings, Testimonial };

/** Tags a card shows when a post has none. */
export const DEFAULT_CARD_TAGS = ['Mapping', 'PropTech', 'Real Estate'] as const;

export function cardTags(tags: readonly string[] | undefined): readonly string[] {
  return tags && tags.length > 0 ? tags : DEFAULT_CARD_TAGS;
}
