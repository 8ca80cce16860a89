// The editor's values and what they become: empty form defaults (the author name prefilled,
// media type Image, format HTML), and the submitted post with tags split on commas and trimmed,
// empty meta fields falling back on title, summary and tags, the media field the media type
// selects, the content's format, and the draft flag and publication time
// (publish-values.ts).
// The one hand mapping between a post's shapes (decision 051): the form holds what inputs hold
// (text, '' for none, tags as one comma list, a media switch, a local time), the API the post's
// own types, and each field's way between them is its own rule, so it is written out here.
import type { OpenedPost } from '../../lib/api/admin-posts';
import { formatFor } from '../../lib/post-format';
import { readCounts, SPEC_READ_TIME_RULE, type ReadTimeRule } from '../../lib/read-time';
import type { PostFormValues, PostInput } from '../../lib/schemas/blog-post';
import { publishDefaults, publishFromPost, publishInput, type PublishAtChoice } from './publish-values';

export function emptyPostForm(authorName: string, now = new Date()): PostFormValues {
  return {
    ...publishDefaults(now),
    title: '',
    slug: '',
    summary: '',
    tags: '',
    authorName,
    featured: false,
    mediaType: 'image',
    image: '',
    videoUrl: '',
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    format: 'html',
    content: '',
  };
}

export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * `fallbackMeta: false` (editing) sends empty meta fields as empty: the site falls back on
 * title, summary and tags when it shows the post anyway, and the file stays as the owner wrote it.
 */
export function toPostInput(values: PostFormValues, now: Date, { fallbackMeta = true, publishAt = 'now' as PublishAtChoice } = {}): PostInput {
  const tags = splitTags(values.tags);
  const title = values.title.trim();
  const summary = values.summary.trim();
  const content = values.content.trim();
  return {
    title,
    slug: values.slug.trim(),
    summary,
    content,
    format: values.format,
    tags,
    image: values.mediaType === 'image' && values.image.trim() ? values.image.trim() : null,
    videoUrl: values.mediaType === 'video' && values.videoUrl.trim() ? values.videoUrl.trim() : null,
    metaTitle: values.metaTitle.trim() || (fallbackMeta ? title : ''),
    metaDescription: values.metaDescription.trim() || (fallbackMeta ? summary : ''),
    metaKeywords: values.metaKeywords.trim() || (fallbackMeta ? tags.join(', ') : ''),
    featured: values.featured,
    authorName: values.authorName.trim(),
    ...publishInput(values, publishAt, now),
    // No read time: the form has no field for one, so the site counts it (decision 092).
  };
}

/**
 * The live count under the content area: characters, and minutes by the site's read time rule
 * (the spec's 1,000 characters a minute, rounded up; or the words a reader reads at site.yaml's
 * pace, with `words` then given to show beside it).
 */
export function contentStats(content: string, format: PostFormValues['format'] = 'html', rule: ReadTimeRule = SPEC_READ_TIME_RULE): { characters: number; minutes: number; words: number | null } {
  if (rule.countBy === 'characters') return { characters: content.length, minutes: Math.ceil(content.length / 1000), words: null };
  const { characters, words } = readCounts(content, format);
  return { characters, minutes: Math.ceil(words / rule.wordsPerMinute), words };
}

/** An opened post as editor values: a `.md` file's body is edited as Markdown. */
export function formFromPost(post: OpenedPost['post'], format: OpenedPost['format']): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    tags: post.tags.join(', '),
    authorName: post.authorName ?? '',
    featured: post.featured,
    mediaType: post.videoUrl ? 'video' : 'image',
    image: post.image ?? '',
    videoUrl: post.videoUrl ?? '',
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    metaKeywords: post.metaKeywords ?? '',
    format: formatFor(format),
    content: post.content,
    ...publishFromPost(post),
  };
}
