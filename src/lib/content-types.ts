// The shapes the read API answers. Shared by the server's serializers and the
// browser's pages, so the JSON the server prefills is exactly what a client fetch returns.
import type { SeoField, ServedPostFields } from './schemas/post-fields';
import type { MapProject, ProjectFrontMatter, ServiceOffering, ServicesPageSettings, SiteSettings, TemplateFrontMatter, Testimonial } from './schemas/content-schemas';

export interface Project extends Omit<ProjectFrontMatter, 'id'> {
  id: string;
  slug: string;
  /** Sanitized HTML. */
  content: string;
}
export type ProjectSummary = Omit<Project, 'content'>;

/**
 * A post as the site serves it: its front matter's fields (post-fields.ts; a field the file leaves
 * out is null, `updatedAt` too) with its id (the slug unless the file sets one), slug and body.
 * A draft, or a post whose publishedAt is still ahead, is not public (see postState).
 */
export interface Post extends ServedPostFields {
  id: string;
  slug: string;
  /** Sanitized HTML. */
  content: string;
  /** Minutes: the file's, else counted from the body. */
  readTime: number;
  /** The body's h1–h4, for the contents list (heading-anchors.ts); not in list answers. */
  headings: PostHeading[];
}

/** One heading of a post's body: its id in the served HTML (namespaced), its text, its level (1–4). */
export interface PostHeading {
  id: string;
  text: string;
  level: number;
}

export type PostState = 'published' | 'draft' | 'scheduled';

/** Whether a post is public now: not a draft, and its publication time has come. */
export function postState(post: Pick<Post, 'draft' | 'publishedAt'>, now = Date.now()): PostState {
  if (post.draft) return 'draft';
  return Date.parse(post.publishedAt) > now ? 'scheduled' : 'published';
}
export type PostSummary = Omit<Post, 'content' | 'headings' | SeoField>;

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

export type { MapProject, ServiceOffering, ServicesPageSettings, SiteSettings, Testimonial };

/** Tags a card shows when a post has none. */
export const DEFAULT_CARD_TAGS = ['Mapping', 'PropTech', 'Real Estate'] as const;

export function cardTags(tags: readonly string[] | undefined): readonly string[] {
  return tags && tags.length > 0 ? tags : DEFAULT_CARD_TAGS;
}
