// A post body's format under its two names, and every conversion between them: the API names it
// 'html' or 'markdown' (and accepts 'md', the name GET /api/admin/posts/:slug answers), a file is
// named by its extension, posts/<slug>.html or posts/<slug>.md. Shared by the server, the schemas
// and the editor, so the rule "markdown is .md" is written once.

/** The formats as the API names them; the first is the default. */
export const POST_FORMATS = ['html', 'markdown'] as const;
export type PostFormat = (typeof POST_FORMATS)[number];

/** The extensions the console writes a post file with; the first is the default. */
export const POST_EXTENSIONS = ['html', 'md'] as const;
export type PostExtension = (typeof POST_EXTENSIONS)[number];

/** What the API accepts as a format: its names, and the extension an opened post answers. */
export const POST_FORMAT_INPUTS = [...POST_FORMATS, 'md'] as const;
export const POST_FORMAT_MESSAGE = 'format must be "html" or "markdown"';

/** The format's name as the owner reads it (buttons, commit messages). */
export const FORMAT_NAMES: Record<PostFormat, string> = { html: 'HTML', markdown: 'Markdown' };

/** The extension a post in `format` is written with. */
export function extensionFor(format: PostFormat): PostExtension {
  return format === 'markdown' ? 'md' : 'html';
}

/** The API's name for a format given by its extension ('md') or already by name. */
export function formatFor(format: PostExtension | PostFormat): PostFormat {
  return format === 'md' || format === 'markdown' ? 'markdown' : 'html';
}

/** The format a post file's body is read and written in: .html and .htm are HTML, the rest Markdown. */
export function extensionOfFile(file: string): PostExtension {
  return /\.html?$/i.test(file) ? 'html' : 'md';
}

/** `file` renamed to the extension of `extension`, in the same folder: where a change of format moves a post. */
export function withExtension(file: string, extension: PostExtension): string {
  return `${file.replace(/\.[^./]+$/, '')}.${extension}`;
}
