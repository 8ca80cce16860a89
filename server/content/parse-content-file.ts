// Turns the text of one content file into an indexed item, or into a problem that names the
// file, the line when known, the field and what is wrong. Bodies are rendered (Markdown) and
// sanitized here, once, so that requests only ever read finished HTML.
import type { z } from 'zod';
import type { Post, Project, Template } from '../../src/lib/content-types';
import { computeReadTime } from '../../src/lib/read-time';
import {
  aboutFrontMatterSchema,
  postFrontMatterSchema,
  projectFrontMatterSchema,
  siteSettingsSchema,
  templateFrontMatterSchema,
  type SiteSettings,
} from '../../src/lib/schemas/content-schemas';
import type { BodyFormat, ContentFileRef } from './content-paths';
import { readFrontMatter, readYaml } from './front-matter';
import { markdownRenderer, MarkdownRenderError } from './markdown-renderer';
import { sanitizeBody } from './sanitize-body';

export interface ContentProblem {
  file: string;
  line?: number;
  field?: string;
  message: string;
}

export type ParsedContent =
  | { kind: 'post'; slug: string; item: Post }
  | { kind: 'project'; slug: string; item: Project }
  | { kind: 'template'; slug: string; item: Template }
  | { kind: 'about'; item: { content: string } }
  | { kind: 'settings'; item: SiteSettings };

export type ParseResult = { ok: true; parsed: ParsedContent } | { ok: false; problems: ContentProblem[] };

/** Larger files are not read: no post is this long, and every step's cost grows with size. */
export const MAX_CONTENT_FILE_BYTES = 1024 * 1024;

export function formatProblem(problem: ContentProblem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return problem.field ? `${where}: ${problem.field}: ${problem.message}` : `${where}: ${problem.message}`;
}

/** A body as HTML, sanitized: Markdown is rendered in a worker with a deadline. */
export async function renderBody(body: string, format: BodyFormat): Promise<string> {
  const html = format === 'md' ? await markdownRenderer.render(body) : body;
  return sanitizeBody(html).trim();
}

/**
 * Never throws: whatever one file holds, the answer is an item or the problems that keep it out,
 * so a single file can neither stop the server from starting nor break a reload.
 */
export async function parseContentFile(file: string, ref: ContentFileRef, text: string): Promise<ParseResult> {
  try {
    return await parseWithinLimits(file, ref, text);
  } catch (error) {
    const message = error instanceof MarkdownRenderError ? error.message : `could not be read: ${error instanceof Error ? error.message : String(error)}`;
    return failed({ file, message });
  }
}

async function parseWithinLimits(file: string, ref: ContentFileRef, text: string): Promise<ParseResult> {
  if (ref.kind === 'settings') return parseSettings(file, text);

  const frontMatter = readFrontMatter(text);
  if (!frontMatter.ok) return failed({ file, line: frontMatter.line, message: frontMatter.message });
  const { data, body } = frontMatter;

  // Rendered only once the front matter passed: a refused file costs no render.
  const render = () => renderBody(body, ref.format);
  switch (ref.kind) {
    case 'about': {
      const checked = validate(file, text, aboutFrontMatterSchema, data);
      return checked.ok ? { ok: true, parsed: { kind: 'about', item: { content: await render() } } } : checked;
    }
    case 'project': {
      const checked = validate(file, text, projectFrontMatterSchema, data);
      if (!checked.ok) return checked;
      const { id, ...fields } = checked.value;
      return { ok: true, parsed: { kind: 'project', slug: ref.slug, item: { ...fields, id: id ?? ref.slug, slug: ref.slug, content: await render() } } };
    }
    case 'template': {
      const checked = validate(file, text, templateFrontMatterSchema, data);
      if (!checked.ok) return checked;
      const { id, ...fields } = checked.value;
      return { ok: true, parsed: { kind: 'template', slug: ref.slug, item: { ...fields, id: id ?? ref.slug, slug: ref.slug, content: await render() } } };
    }
    case 'post': {
      const checked = validate(file, text, postFrontMatterSchema, data);
      if (!checked.ok) return checked;
      const fm = checked.value;
      const content = await render();
      const post: Post = {
        id: fm.id ?? ref.slug,
        slug: ref.slug,
        title: fm.title,
        summary: fm.summary,
        content,
        image: fm.image ?? null,
        videoUrl: fm.videoUrl ?? null,
        tags: fm.tags,
        featured: fm.featured,
        publishedAt: fm.publishedAt,
        metaTitle: fm.metaTitle || null,
        metaDescription: fm.metaDescription || null,
        metaKeywords: fm.metaKeywords || null,
        authorName: fm.authorName || null,
        readTime: fm.readTime ?? computeReadTime(content),
        draft: fm.draft,
      };
      return { ok: true, parsed: { kind: 'post', slug: ref.slug, item: post } };
    }
  }
}

function parseSettings(file: string, text: string): ParseResult {
  const yaml = readYaml(text, { timestamps: false });
  if (!yaml.ok) return failed({ file, line: yaml.line, message: yaml.message });
  const checked = validate(file, text, siteSettingsSchema, yaml.data);
  return checked.ok ? { ok: true, parsed: { kind: 'settings', item: checked.value } } : checked;
}

function validate<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
  data: unknown,
): { ok: true; value: z.output<S> } | { ok: false; problems: ContentProblem[] } {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const field = issue.path.length > 0 ? issue.path.join('.') : undefined;
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
      const name = keys[0] ?? (issue.path[0] === undefined ? undefined : String(issue.path[0]));
      return {
        file,
        line: name ? lineOfKey(text, name) : undefined,
        field: keys.length > 0 ? keys.join(', ') : field,
        message: keys.length > 0 ? 'unknown field (check the spelling)' : issue.message,
      };
    }),
  };
}

/** The 1-based line where a top-level key is written, so a log line points at it. */
function lineOfKey(text: string, key: string): number | undefined {
  const index = text.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? undefined : index + 1;
}

function failed(problem: ContentProblem): ParseResult {
  return { ok: false, problems: [problem] };
}
