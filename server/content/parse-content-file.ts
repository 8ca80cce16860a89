// Turns the text of one content file into an indexed item, or into the problems that keep it
// out. Two levels: an *error* means the file is not served (its last good version keeps
// serving); a *note* means it is served but something was guessed, coerced or ignored. Each names
// the file, the line when known, the field, what was found and what to write instead. Bodies are
// rendered (Markdown) and sanitized here, once, so that requests only ever read finished HTML.
import type { z } from 'zod';
import type { ContentProblem } from '../../src/lib/api/content-problem';
import type { Post, Project, Template } from '../../src/lib/content-types';
import { readCounts, readTimeFor, type ReadCounts } from '../../src/lib/read-time';
import { hasStrayHyphens, slugify } from '../../src/lib/slug';
import {
  aboutFrontMatterSchema,
  postFrontMatterSchema,
  projectFrontMatterSchema,
  siteSettingsSchema,
  templateFrontMatterSchema,
  type PostFrontMatter,
  type SiteSettings,
} from '../../src/lib/schemas/content-schemas';
import { blankAsNull } from '../../src/lib/schemas/post-fields';
import { excerptBeforeMarker, firstHeading, firstLine, firstParagraph, htmlToText, mdxToMarkdown, shorten, unwrapWikilinks } from './body-source';
import { PLACEHOLDER_IMAGE, resolveMediaReference, type MediaLookup } from './content-media';
import type { CollectionKind, ContentFileRef, SourceFormat } from './content-paths';
import { readFrontMatter, readYaml } from './front-matter';
import { LONE_SURROGATE_MESSAGE, wellFormedData } from './lone-surrogates';
import { readCallouts } from './callouts';
import { readGeneratorTags } from './generator-tags';
import { highlightCode, type HighlightReport } from './highlight-code';
import { FILE_CODE_BUDGET } from './highlight-limits';
import { extrasToLeaveOut, normalizeFrontMatter, OPTIONAL_FIELDS } from './front-matter-fields';
import { anchorHeadings } from './heading-anchors';
import { describeDate } from './loose-date';
import { renderAllowlisted } from './allowlisted-markdown';
import { plainInlineNote, type InlineReport } from './bounded-inline';
import { markdownRenderer, MarkdownRenderError, rendersInThread } from './markdown-renderer';
import { aliasKey, readRedirectAliases, type RedirectAlias } from './redirect-aliases';
import { sanitizeBody } from './sanitize-body';
import { settingsImageProblems } from './settings-images';
import { ourMessage } from './validation-messages';

/** The front matter fields a post is served with, a blank one as null; its id comes first, from the slug when the file has none. */
const SERVED_POST_FIELDS = (Object.keys(postFrontMatterSchema.shape) as (keyof PostFrontMatter)[]).filter((key): key is Exclude<keyof PostFrontMatter, 'id'> => key !== 'id');

/** `aliases`: the item's old addresses (aliases:, redirect_from:), each answered with a 301 to it. */
export type ParsedContent =
  /** `counts`: what the read time is counted from, when the file gives none (the index applies site.yaml's rule). */
  | { kind: 'post'; slug: string; item: Post; aliases: RedirectAlias[]; counts?: ReadCounts }
  | { kind: 'project'; slug: string; item: Project; aliases: RedirectAlias[] }
  | { kind: 'template'; slug: string; item: Template; aliases: RedirectAlias[] }
  | { kind: 'about'; item: { content: string } }
  | { kind: 'settings'; item: SiteSettings };

/** `assets`: the content images the file references (found or not), to re-read it when they change. */
export type ParseResult =
  | { ok: true; parsed: ParsedContent; problems: ContentProblem[]; assets: string[] }
  | { ok: false; problems: ContentProblem[]; assets: string[] };

/** What parsing needs from outside the file's text. */
export interface ParseContext {
  media: MediaLookup;
  /** When the file was first committed, for a post with no date anywhere else. */
  firstCommitDate(file: string): Promise<Date | null>;
  /** When the file last changed on disk, for one not committed yet (absent: it has no file yet). */
  modifiedAt?(file: string): Promise<Date | null>;
  /** Code blocks are left unhighlighted, with a note: the file's first parse overran the deadline (parse-pool.ts). */
  plainCode?: boolean;
}

/** Said of a file whose code blocks were left plain on its second try (ParseContext.plainCode). */
export const PLAIN_CODE_NOTE =
  'its code blocks are shown without colours: colouring them took too long (a very long or unusual block), so the rest is served with them plain; shorten or split the block to have it coloured';

/** What a body's code blocks left plain for their size say (highlight-limits.ts): what, why, and what to do. */
function plainCodeNotes({ overLimit, overBudget }: HighlightReport): string[] {
  const notes: string[] = [];
  const count = (n: number) => n.toLocaleString('en-US');
  const [first] = overLimit;
  if (first && overLimit.length === 1) {
    notes.push(`its ${first.language} code block of ${count(first.chars)} characters is shown without colours: ${first.language} is coloured up to ${count(first.limit)} characters a block, as longer ones can take seconds; split it into shorter blocks to have them coloured`);
  } else if (first) {
    const languages = [...new Map(overLimit.map((block) => [block.language, block.limit])).entries()].map(([language, limit]) => `${language} up to ${count(limit)}`).join(', ');
    notes.push(`${overLimit.length} code blocks are shown without colours, each longer than its language is coloured for (${languages} characters a block), as longer ones can take seconds; split them into shorter blocks to have them coloured`);
  }
  if (overBudget > 0) {
    notes.push(`${overBudget === 1 ? 'its last code block is' : `its last ${overBudget} code blocks are`} shown without colours: a page's code is coloured up to ${count(FILE_CODE_BUDGET)} characters in all (fewer in languages slow to colour); move some of the code to another post, or shorten it, to have it all coloured`);
  }
  return notes;
}

/** Larger files are not read: no post is this long, and every step's cost grows with size. */
export const MAX_CONTENT_FILE_BYTES = 1024 * 1024;
/** A summary taken from the body is cut to this many characters. */
const DERIVED_SUMMARY_LENGTH = 300;
const leftOut = (problem: ContentProblem): ContentProblem => ({ ...problem, level: 'note', message: `${problem.message}; left out, so the default applies` });

/** Where each kind's pages live: a relative alias (Hugo) is read inside its section. */
const SECTIONS: Record<CollectionKind, string> = { post: '/blog', project: '/works', template: '/templates' };

/** Text fields derived from the body or file name when missing or written empty. */
const DERIVED_TEXT_FIELDS = ['title', 'summary', 'description'] as const;

export function formatProblem(problem: ContentProblem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const text = problem.field ? `${where}: ${problem.field}: ${problem.message}` : `${where}: ${problem.message}`;
  return problem.level === 'note' ? `${text} (note)` : text;
}

/** A body as HTML, sanitized: Markdown is rendered in a worker with a deadline. `plainCode`: as ParseContext's. */
export async function renderBody(body: string, format: SourceFormat, plainCode = false): Promise<string> {
  const html = format === 'html' ? body : await markdownRenderer.render(format === 'mdx' ? mdxToMarkdown(body).markdown : body);
  const sanitized = sanitizeBody(html).trim();
  return anchorHeadings(plainCode ? sanitized : highlightCode(sanitized)).html;
}

/**
 * Never throws: whatever one file holds, the answer is an item or the problems that keep it out,
 * so a single file can neither stop the server from starting nor break a reload.
 */
export async function parseContentFile(file: string, ref: ContentFileRef, text: string, context: ParseContext): Promise<ParseResult> {
  try {
    if (ref.kind === 'settings') return parseSettings(file, text, context);
    if (ref.kind === 'asset' || ref.kind === 'ignored') throw new Error(`${file} is not a content file`);
    return await new FileParse(file, ref, text, context).run();
  } catch (error) {
    const message = error instanceof MarkdownRenderError ? error.message : `could not be read: ${error instanceof Error ? error.message : String(error)}`;
    return { ok: false, problems: [{ file, level: 'error', message }], assets: [] };
  }
}

type BodyRef = Extract<ContentFileRef, { format: SourceFormat }>;

/** One post, project, template or about text on its way from text to item. */
class FileParse {
  private readonly problems: ContentProblem[] = [];
  private readonly assets: string[] = [];
  private aliases: RedirectAlias[] = [];

  constructor(
    private readonly file: string,
    private readonly ref: BodyRef,
    private readonly text: string,
    private readonly context: ParseContext,
  ) {}

  private say(level: ContentProblem['level'], message: string, field?: string, key = field, missingImage?: string): void {
    this.problems.push({ file: this.file, line: key ? lineOfKey(this.text, key) : undefined, field, level, message, ...(missingImage !== undefined && { missingImage }) });
  }

  private failed(): ParseResult {
    return { ok: false, problems: this.problems, assets: this.assets };
  }

  async run(): Promise<ParseResult> {
    const frontMatter = readFrontMatter(this.text);
    if (!frontMatter.ok) {
      this.problems.push({ file: this.file, line: frontMatter.line, level: 'error', message: frontMatter.message });
      return this.failed();
    }
    for (const repair of frontMatter.repairs ?? []) this.problems.push({ file: this.file, line: repair.line, level: 'note', message: repair.message });
    const kind = this.ref.kind === 'about' ? 'about' : this.ref.kind;
    if (frontMatter.language === null && kind !== 'about') this.say('note', 'has no front matter: every field is taken from the body and the file name');
    const normalized = normalizeFrontMatter(kind, frontMatter.data);
    for (const problem of normalized.problems) {
      // An extra that cannot be understood (featured: maybe) is left out with a note; the value it
      // would have set was not kept, so its default applies.
      const level = problem.level === 'error' && OPTIONAL_FIELDS.has(problem.field) ? 'note' : problem.level;
      const message = problem.key === problem.field ? problem.message : `${problem.key}: ${problem.message}`;
      this.say(level, level === problem.level ? message : `${message}; left out, so the default applies`, problem.field, problem.key);
    }
    if (this.problems.some((problem) => problem.level === 'error')) return this.failed();
    if (kind !== 'about') this.readAliases(kind, normalized.redirects);

    const fields = normalized.fields;
    // An empty text field is a missing one: derived below like any other (Hugo writes `summary: ""`).
    for (const key of DERIVED_TEXT_FIELDS) if (typeof fields[key] === 'string' && fields[key].trim() === '') delete fields[key];
    const { rendered, content: allowlisted } = await this.render(frontMatter.body);
    let content = allowlisted;
    if (kind !== 'about' && fields.title === undefined) content = this.deriveTitle(fields, content, frontMatter.body, frontMatter.language !== null);
    else if (kind !== 'about' && typeof fields.title === 'string') content = this.withoutRepeatedTitle(fields.title, content);
    if (kind === 'post' && fields.summary === undefined) this.deriveSummary(fields, 'summary', rendered, content);
    if ((kind === 'project' || kind === 'template') && fields.description === undefined) this.deriveSummary(fields, 'description', rendered, content);
    if ((kind === 'post' || kind === 'template') && fields.publishedAt === undefined) await this.deriveDate(fields, 'publishedAt');
    if (kind === 'project' && (fields.completionDate === undefined || fields.completionDate === null || fields.completionDate === '')) {
      await this.deriveDate(fields, 'completionDate');
      fields.completionDate = (fields.completionDate as unknown as Date).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    }
    if (typeof fields.image === 'string') fields.image = this.resolve(fields.image, 'image') ?? (kind === 'post' ? null : PLACEHOLDER_IMAGE);
    else if ((kind === 'project' || kind === 'template') && fields.image == null) {
      fields.image = PLACEHOLDER_IMAGE;
      this.say('note', "has no image: the site's placeholder picture is shown (add image: images/<file> to choose one)", 'image');
    }
    if (this.problems.some((problem) => problem.level === 'error')) return this.failed();
    return this.build(kind, fields, content);
  }

  /** The old addresses the item answers from; what was guessed or left out is a note. */
  private readAliases(kind: CollectionKind, redirects: Parameters<typeof readRedirectAliases>[0]): void {
    const lineOf = (field: string, text: string) => lineOfText(this.text, field, text);
    const reading = readRedirectAliases(redirects, SECTIONS[kind], lineOf);
    this.aliases = reading.aliases;
    for (const note of reading.notes) this.problems.push({ file: this.file, line: note.line ?? lineOfKey(this.text, note.field), field: note.field, level: 'note', message: note.message });
  }

  /**
   * The body as marked wrote it (`rendered`, where an excerpt marker is looked for) and as it is
   * served (`content`, allowlisted, its media URLs resolved). Markdown is MDX as Markdown, with
   * wikilinks as text; an HTML body is as written. In a parser worker, a body of plain Markdown
   * is written allowlisted directly (allowlisted-markdown.ts, the same bytes without sanitize-html).
   * Code blocks are highlighted later, once the body's read time is counted (build).
   */
  private async render(body: string): Promise<{ rendered: string; content: string }> {
    const resolve = (url: string) => this.resolve(url, 'body');
    const markdown = this.markdownOf(body);
    const report: InlineReport = { plain: [] };
    const direct = markdown !== null && rendersInThread ? renderAllowlisted(markdown, resolve, report) : null;
    if (direct !== null) {
      this.sayPlainInline(report);
      return { rendered: direct, content: direct.trim() };
    }
    // The sanitize path lexes the body again, and weighs it the same way.
    report.plain.length = 0;
    const rendered = markdown === null ? body : await markdownRenderer.render(markdown, report);
    this.sayPlainInline(report);
    return { rendered, content: sanitizeBody(rendered, resolve).trim() };
  }

  /** Inline texts kept plain as too costly to read (bounded-inline.ts), said once, at the first one's line. */
  private sayPlainInline(report: InlineReport): void {
    const note = plainInlineNote(report, (start) => lineOfSnippet(this.text, start));
    if (note) this.problems.push({ file: this.file, line: note.line, level: 'note', message: note.message });
  }

  /** The Markdown marked is given, notes said for what was read differently; null for an HTML body. */
  private markdownOf(body: string): string | null {
    if (this.ref.format === 'html') return null;
    let markdown = body;
    if (this.ref.format === 'mdx') {
      const mdx = mdxToMarkdown(body);
      const { imports, exports, components } = mdx.dropped;
      if (imports + exports + components > 0) this.say('note', `MDX: ${imports} import(s), ${exports} export(s) and ${components} component tag line(s) were left out; the Markdown between them is served`);
      markdown = mdx.markdown;
    }
    const tags = readGeneratorTags(markdown);
    if (tags.converted > 0) this.say('note', `${tags.converted} template tag(s) of another generator (a Hugo shortcode, a Jekyll tag, an Obsidian embed) read as what they show`);
    this.sayDroppedTags(tags.dropped);
    this.sayInlineImages(tags.markdown);
    const callouts = readCallouts(tags.markdown);
    if (callouts.unwrapped > 0) this.say('note', `${callouts.unwrapped} Pandoc/Quarto layout block(s) (::: {.class}) shown as their content, without their layout`);
    if (callouts.count > 0) this.say('note', `${callouts.count} admonition(s) or callout(s) (:::note blocks, > [!NOTE] alerts) shown as the site's asides${callouts.unknown.length > 0 ? `; ${callouts.unknown.map((type) => `"${type}"`).join(', ')} is not a type the site styles, shown as a note (use note, tip, info, important, warning or danger)` : ''}`);
    const wiki = unwrapWikilinks(callouts.markdown);
    if (wiki.count > 0) this.say('note', `${wiki.count} [[wikilink(s)]] shown as plain text: write [text](/blog/slug) for a link`);
    return wiki.text;
  }

  /**
   * Images written into the text as data (`![](data:image/png;base64,…)`, an Obsidian paste):
   * the page serves images from files, so each is left out and said, with its size and the fix.
   */
  private sayInlineImages(markdown: string): void {
    if (!markdown.includes('data:image')) return;
    for (const match of markdown.matchAll(/(?:\]\(\s*<?|src=["'])data:image\/[\w.+-]{1,20};base64,([A-Za-z0-9+/=\s]{0,8000000})/g)) {
      const kilobytes = Math.max(1, Math.round((match[1]!.replace(/\s/g, '').length * 3) / 4 / 1024));
      this.problems.push({ file: this.file, line: lineOfSnippet(this.text, match[0].slice(0, 40)), level: 'note', message: `an image written into the text as data (${kilobytes} KB) is left out of the page: save it as a file in images/ and write ![what it shows](images/<file>) in its place` });
    }
  }

  /**
   * Template tags only their generator can run, left out of the page with their inner text kept:
   * one note per kind of tag, at the line of its first, so the owner can find and replace each.
   */
  private sayDroppedTags(dropped: string[]): void {
    const kinds = new Map<string, string[]>();
    for (const tag of dropped) {
      const name = /^\{\{[<%]-?\s*([\w-]+)|^\{%-?\s*([\w-]+)|^\{\{-?\s*([\w.-]+)/.exec(tag);
      const key = name?.[1] ?? name?.[2] ?? name?.[3] ?? tag;
      kinds.set(key, [...(kinds.get(key) ?? []), tag]);
    }
    const shown = [...kinds.values()].slice(0, 10);
    for (const tags of shown) {
      const more = tags.length > 1 ? ` (and ${tags.length - 1} more like it)` : '';
      this.problems.push({ file: this.file, line: lineOfSnippet(this.text, tags[0]!), level: 'note', message: `the template tag ${shorten(tags[0]!, 80)}${more} is left out of the page, its text kept: only its generator can run it; write the HTML or Markdown it stands for` });
    }
    const rest = [...kinds.values()].slice(10).flat();
    if (rest.length > 0) this.say('note', `${rest.length} more template tag(s) of other kinds are left out of the page, their text kept: ${rest.slice(0, 3).map((tag) => shorten(tag, 40)).join(', ')} (write the HTML or Markdown they stand for)`);
  }

  /**
   * A media reference as served, or null when its file is missing: a missing piece is a note,
   * never a reason to keep the file out; the file is read again when the image appears.
   */
  private resolve(url: string, where: 'body' | 'image'): string | null {
    const reference = resolveMediaReference(url, this.file, this.context.media);
    if (!reference) return url;
    this.assets.push(...reference.assets);
    if (reference.ok) return reference.url;
    const fallback = where === 'body' ? 'left out of the page (an image shows its alt text) until the file is added' : this.ref.kind === 'post' ? "the post is shown without it ('No image available')" : "the site's placeholder picture is shown instead";
    const field = where === 'image' ? 'image' : undefined;
    this.say('note', `${where === 'body' ? 'in the body: ' : ''}${reference.message}; ${fallback}`, field, field, url);
    return null;
  }

  /** The file's name without its folder and extension. */
  private baseName(): string {
    return (this.file.split('/').pop() ?? '').replace(/\.[^.]+$/, '');
  }

  /**
   * The body without a first heading that repeats the title (Jekyll and Obsidian posts often
   * open with one): the page shows its title already, and would show it twice.
   */
  private withoutRepeatedTitle(title: string, content: string): string {
    // Most bodies open with a paragraph: no need to look further.
    if (!/^\s*<h[1-6][\s>]/i.test(content)) return content;
    const heading = firstHeading(content);
    const same = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
    if (!heading?.leading || same(heading.text) !== same(title)) return content;
    this.say('note', 'the body starts with the title as a heading; it is shown once, as the page\'s title (delete that heading to clear this note)', 'title');
    return content.slice(content.indexOf(heading.html) + heading.html.length).trim();
  }

  /**
   * A title for a file that names none, as its tool would show it: an Obsidian-style note (no
   * front matter) is called by its file name when the name is written as a title; otherwise the
   * first level-1 heading (never a later or smaller one: "References" is a section, not the
   * post); then such a name; then the first line. Markdown in it is read as its text.
   */
  private deriveTitle(fields: Record<string, unknown>, content: string, body: string, fenced: boolean): string {
    const named = this.nameAsTitle();
    const byName = (): string => {
      fields.title = shorten(named!, 90);
      this.say('note', `no title in the front matter${fenced ? ' and no level-1 heading' : ''}: took the file name, "${shorten(named!, 60)}", as Obsidian does (add title: to choose it)`, 'title');
      return this.withoutRepeatedTitle(fields.title as string, content);
    };
    if (!fenced && named) return byName();
    const heading = firstHeading(content, 'h1');
    if (heading) {
      fields.title = heading.text;
      this.say('note', `no title in the front matter: took "${shorten(heading.text, 60)}" from the first level-1 heading (add title: to choose it)`, 'title');
      return heading.leading ? content.slice(heading.html.length).trim() : content;
    }
    if (named) return byName();
    const line = firstLine(body);
    if (line) {
      fields.title = shorten(line, 90);
      this.say('note', `no title in the front matter: took the first line, "${shorten(line, 60)}" (add title: to choose it)`, 'title');
    }
    return content;
  }

  /** The file's name when it is written as a title (Obsidian's "Map sketch ideas.md", "地图笔记.md"), else null; "my-post.md" is an address. */
  private nameAsTitle(): string | null {
    const name = this.baseName().normalize('NFC').trim();
    if (/^(?:_?index|readme)$/i.test(name) || name === '') return null;
    const titled = /\s/.test(name) || /[^\x00-\x7f]/.test(name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')) || (/[A-Z]/.test(name) && /[a-z]/.test(name) && !/[-_]/.test(name));
    return titled ? name : null;
  }

  /** A post's summary (or a project's description): the text before the excerpt marker, the first paragraph, else the title. */
  private deriveSummary(fields: Record<string, unknown>, field: 'summary' | 'description', rendered: string, content: string): void {
    const excerpt = excerptBeforeMarker(rendered);
    let summary: string | null;
    if (excerpt !== null) {
      const html = sanitizeBody(excerpt);
      const heading = firstHeading(html);
      summary = htmlToText(heading?.leading && heading.text === fields.title ? html.slice(heading.html.length) : html);
    } else summary = firstParagraph(content);
    const source = summary ? (excerpt !== null ? 'the text before the excerpt marker' : 'the first paragraph') : 'the title, as the body has no paragraph';
    summary ||= typeof fields.title === 'string' ? fields.title : null;
    if (!summary) return;
    fields[field] = shorten(summary, DERIVED_SUMMARY_LENGTH);
    this.say('note', `no ${field} in the front matter: took it from ${source} (add ${field}: to choose it)`, field);
  }

  /** The first date found: the file name's, the first commit's, the file's last change (not yet committed), else now. */
  private async deriveDate(fields: Record<string, unknown>, field: 'publishedAt' | 'completionDate'): Promise<void> {
    const named = 'nameDate' in this.ref ? this.ref.nameDate : undefined;
    if (named && !Number.isNaN(Date.parse(named))) {
      fields[field] = new Date(`${named}T00:00:00Z`);
      this.say('note', `no date in the front matter: took ${named} from the file name (add ${field}: to choose it)`, field);
      return;
    }
    const committed = await this.context.firstCommitDate(this.file);
    if (committed) {
      fields[field] = committed;
      this.say('note', `no date in the front matter or file name: took ${describeDate(committed)}, when the file was first committed (add ${field}: to choose it)`, field);
      return;
    }
    const modified = (await this.context.modifiedAt?.(this.file)) ?? null;
    fields[field] = modified ?? new Date();
    this.say(
      'note',
      `no date in the front matter or file name, and the file is not committed yet: took ${modified ? `${describeDate(modified)}, when the file last changed` : 'today'} (add ${field}: ${field === 'publishedAt' ? '2025-03-05' : 'March 2025'} to choose it, or commit the file and its first commit dates it)`,
      field,
    );
  }

  private build(kind: CollectionKind | 'about', fields: Record<string, unknown>, body: string): ParseResult {
    const ref = this.ref;
    const schema = { post: postFrontMatterSchema, project: projectFrontMatterSchema, template: templateFrontMatterSchema, about: aboutFrontMatterSchema }[kind];
    const { slug: slugField, ...rest } = fields;
    let checked = validate(this.file, this.text, schema, rest);
    if (!checked.ok) {
      // An extra that cannot be understood is left out, and the rest is served without it.
      const extras = extrasToLeaveOut(checked.problems.filter((problem) => problem.level === 'error').map((problem) => problem.field?.split('.') ?? []));
      if (extras) {
        for (const field of extras) delete rest[field];
        const again = validate(this.file, this.text, schema, rest);
        if (again.ok) checked = { ...again, problems: checked.problems.map((problem) => (problem.level === 'error' ? leftOut(problem) : problem)) };
      }
    }
    this.problems.push(...checked.problems);
    if (!checked.ok) return this.failed();
    const ok = (parsed: ParsedContent): ParseResult => ({ ok: true, parsed, problems: this.problems, assets: this.assets });
    // Here, after a title was taken from the first heading (its text alone); the read time still
    // counts the body without heading links. Code blocks are highlighted last, on the allowlisted
    // HTML (highlight-code.ts): the read time counts their text, not the spans.
    const { html: anchored, headings } = anchorHeadings(body);
    const highlighting: HighlightReport = { overLimit: [], overBudget: 0 };
    const content = this.context.plainCode ? anchored : highlightCode(anchored, highlighting);
    if (this.context.plainCode && anchored.includes('<code class="language-')) this.say('note', PLAIN_CODE_NOTE);
    for (const message of plainCodeNotes(highlighting)) this.say('note', message);
    if (ref.kind === 'about') return ok({ kind: 'about', item: { content } });

    const slug = this.slug(ref, slugField);
    if (ref.kind === 'project') {
      const { id, ...project } = checked.value as z.output<typeof projectFrontMatterSchema>;
      return ok({ kind: 'project', slug, item: { ...project, id: id ?? slug, slug, content }, aliases: this.aliases });
    }
    if (ref.kind === 'template') {
      const { id, ...template } = checked.value as z.output<typeof templateFrontMatterSchema>;
      return ok({ kind: 'template', slug, item: { ...template, id: id ?? slug, slug, content }, aliases: this.aliases });
    }
    const { id, ...own } = checked.value as PostFrontMatter;
    // In the order the API has always answered: the body after the summary.
    const { title, summary, ...served } = blankAsNull(own, SERVED_POST_FIELDS);
    const counts = served.readTime == null ? readCounts(body) : undefined;
    const post: Post = { id: id ?? slug, slug, title, summary, content, ...served, readTime: served.readTime ?? readTimeFor(counts!), headings };
    return ok({ kind: 'post', slug, item: post, aliases: this.aliases, ...(counts && { counts }) });
  }

  /**
   * The item's slug: `slug:` when it gives one, else the file name's. Either is read by the one
   * slug rule (src/lib/slug.ts); hyphens it drops (`my-post-`) are read as meant, with a note.
   */
  private slug(ref: Extract<BodyRef, { slug: string }>, slugField: unknown): string {
    const address = (slug: string) => `${SECTIONS[ref.kind]}/${slug}`;
    if (typeof slugField === 'string' && slugField.trim() !== '') {
      const written = slugField.split('/').filter(Boolean).pop() ?? '';
      const chosen = slugify(written);
      if (!chosen) {
        this.say('note', `"${slugField}" gives no address; the file name's "${ref.slug}" is used`, 'slug');
        return ref.slug;
      }
      if (hasStrayHyphens(written)) this.say('note', `"${written}" has a hyphen a slug cannot have (at either end, or two in a row): served at ${address(chosen)}; write slug: ${chosen}`, 'slug');
      return chosen;
    }
    if (ref.nameReading !== undefined) {
      const how = ref.nameReading === 'transliterated' ? 'its name is spelled in Latin letters for its address' : 'the dots in its name are read as hyphens';
      const former = ref.formerSlug ? `; its old address ${address(ref.formerSlug)} redirects there` : '';
      this.say('note', `${how}: served at ${address(ref.slug)}${former} (add slug: to choose another address)`);
      if (ref.formerSlug) this.aliases.push({ path: address(ref.formerSlug), key: aliasKey(address(ref.formerSlug)), field: 'aliases' });
    }
    if (ref.strayName !== undefined) {
      this.say('note', `its name gives "${ref.strayName}", which has a hyphen a slug cannot have (at either end, or two in a row): served at ${address(ref.slug)}; rename it so its name reads "${ref.slug}"`);
    }
    return ref.slug;
  }
}

/** site.yaml: strict about what cannot be understood; a missing image is reported, and the rest applies. */
function parseSettings(file: string, text: string, context: ParseContext): ParseResult {
  const yaml = readYaml(text, { timestamps: false });
  if (!yaml.ok) return { ok: false, problems: [{ file, line: yaml.line, level: 'error', message: yaml.message }], assets: [] };
  const mended = wellFormedData(yaml.data);
  const halves = mended.fields.map((field): ContentProblem => ({ file, line: lineOfKey(text, field), field, level: 'note', message: `${field}: ${LONE_SURROGATE_MESSAGE}` }));
  const checked = validate(file, text, siteSettingsSchema, mended.data);
  if (!checked.ok) return { ok: false, problems: [...halves, ...checked.problems], assets: [] };
  const images = settingsImageProblems(checked.value, file, context.media);
  const problems = [...halves, ...checked.problems, ...images.problems.map((problem) => ({ ...problem, line: problem.field ? lineOfKey(text, problem.field.split('.').pop()!) : undefined }))];
  return { ok: true, parsed: { kind: 'settings', item: checked.value }, problems, assets: images.assets };
}

/**
 * The schema's verdict in our words. Unknown keys are notes (the schemas strip them); anything
 * else the schema refuses is an error naming the field and what to write.
 */
function validate<S extends z.ZodType>(file: string, text: string, schema: S, data: unknown): { ok: true; value: z.output<S>; problems: ContentProblem[] } | { ok: false; problems: ContentProblem[] } {
  const result = schema.safeParse(data);
  const issues = result.success ? [] : result.error.issues;
  const problems = issues.map((issue): ContentProblem => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const field = keys.length > 0 ? keys.join(', ') : issue.path.length > 0 ? issue.path.join('.') : undefined;
    const name = keys[0] ?? (issue.path.length > 0 ? String(issue.path[issue.path.length - 1]) : undefined);
    return { file, line: name ? lineOfKey(text, name) : undefined, field, level: keys.length > 0 ? 'note' : 'error', message: ourMessage(issue, data) };
  });
  if (result.success) return { ok: true, value: result.data, problems };
  if (problems.every((problem) => problem.level === 'note')) {
    // Only unknown keys: drop them and read the rest.
    const known = stripKeys(data, issues);
    const again = schema.safeParse(known);
    if (again.success) return { ok: true, value: again.data, problems };
  }
  return { ok: false, problems };
}

/** `data` without the keys the schema did not recognise (at any depth). */
function stripKeys(data: unknown, issues: z.core.$ZodIssue[]): unknown {
  const copy = structuredClone(data) as Record<string, unknown>;
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    let target: unknown = copy;
    for (const step of issue.path) target = (target as Record<PropertyKey, unknown> | undefined)?.[step as PropertyKey];
    if (target && typeof target === 'object') for (const key of issue.keys) delete (target as Record<string, unknown>)[key];
  }
  return copy;
}

/** The 1-based line where a key is written (YAML `key:` or TOML `key =`), so a message points at it. */
function lineOfKey(text: string, key: string): number | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // One search of the text rather than a split into lines per note: files of 10,000-post sites
  // get several notes each. `^` of a multiline pattern also starts after a lone \r or U+2028,
  // which do not end a line here: such a text is read line by line.
  if (/\r(?!\n)|[\u2028\u2029]/.test(text)) {
    const pattern = new RegExp(`^\\s*["']?${escaped}["']?\\s*[:=]`);
    const index = text.split('\n').findIndex((line) => pattern.test(line));
    return index === -1 ? undefined : index + 1;
  }
  // A key read in another case (Pelican's `Title:`) is found in that case.
  const match = new RegExp(`^[^\\S\\n]*["']?${escaped}["']?[^\\S\\n]*[:=]`, 'm').exec(text) ?? new RegExp(`^["']?${escaped}["']?[^\\S\\n]*:`, 'mi').exec(text);
  if (!match) return undefined;
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < match.index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

/** The 1-based line where `snippet`'s first line (as marked handed it over: quote marks and indents gone) is written, if found. */
function lineOfSnippet(text: string, snippet: string): number | undefined {
  const first = snippet.split('\n')[0]!.trim().slice(0, 40);
  const at = first === '' ? -1 : text.indexOf(first);
  if (at === -1) return undefined;
  let line = 1;
  for (let next = text.indexOf('\n'); next !== -1 && next < at; next = text.indexOf('\n', next + 1)) line += 1;
  return line;
}

/** The line `text` is written on at or after the line of `key` (an entry of a list), else the key's line. */
function lineOfText(text: string, key: string, entry: string): number | undefined {
  const start = lineOfKey(text, key);
  if (start === undefined || entry === '') return start;
  const lines = text.split('\n');
  for (let index = start - 1; index < Math.min(lines.length, start + 200); index += 1) if (lines[index]!.includes(entry)) return index + 1;
  return start;
}
