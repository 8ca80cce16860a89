// How lists are ordered and what a list entry carries. The index keeps its lists in this order
// one change at a time (ordered-list.ts); the sorts here give the same order in one pass. Lists
// leave out bodies and SEO fields: the cards that show them need neither, and answers stay small.
import type { Post, PostSummary, Project, ProjectSummary, Template, TemplateSummary } from '../../src/lib/content-types';
import { SEO_FIELDS } from '../../src/lib/schemas/post-fields';

/** Plain code-unit order: ISO timestamps and slugs sort correctly with it, and far faster than localeCompare. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first by publishedAt, then by slug: a total order, since slugs are unique in a list. */
export const byNewest = (a: { publishedAt: string; slug: string }, b: { publishedAt: string; slug: string }) =>
  compareText(b.publishedAt, a.publishedAt) || compareText(a.slug, b.slug);

const completed = (project: { completionDate: string }) => {
  const time = Date.parse(project.completionDate);
  return Number.isNaN(time) ? 0 : time;
};

/**
 * Projects have no publication date; featured ones come first, then the most
 * recently completed (completionDate is display text such as "March 2025", parsed when it can be).
 */
export const byFeaturedThenCompleted = (a: { featured: boolean; completionDate: string; slug: string }, b: { featured: boolean; completionDate: string; slug: string }) =>
  Number(b.featured) - Number(a.featured) || completed(b) - completed(a) || compareText(a.slug, b.slug);

/** Posts newest first by publishedAt. */
export function sortPosts(posts: Post[]): Post[] {
  return [...posts].sort(byNewest);
}

/** Templates newest first by publishedAt. */
export function sortTemplates(templates: Template[]): Template[] {
  return [...templates].sort(byNewest);
}

/** Projects featured first, then the most recently completed. */
export function sortProjects(projects: Project[]): Project[] {
  return [...projects].sort(byFeaturedThenCompleted);
}

const LEFT_OUT_OF_LISTS: ReadonlySet<string> = new Set(['content', 'headings', ...SEO_FIELDS]);

export function summarizePost(post: Post): PostSummary {
  const summary: Record<string, unknown> = {};
  // Keys first: a body is read (decompressed, packed-body.ts) only when it is asked for.
  for (const key of Object.keys(post)) if (!LEFT_OUT_OF_LISTS.has(key)) summary[key] = post[key as keyof Post];
  return summary as PostSummary;
}

export function summarizeProject({ content: _c, ...summary }: Project): ProjectSummary {
  return summary;
}

export function summarizeTemplate({ content: _c, ...summary }: Template): TemplateSummary {
  return summary;
}
