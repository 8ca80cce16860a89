// The markup that shows an image in a post body, in the body's format: an <img> for HTML, or
// ![alt](src) for Markdown.
import type { PostFormat } from './post-format';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `![alt](src)` keeps its brackets and parentheses balanced whatever the alt text or path holds. */
function markdownImage(src: string, alt: string): string {
  const text = alt.replace(/\\/g, '\\\\').replace(/([[\]])/g, '\\$1').replace(/\s+/g, ' ');
  const destination = /[\s()<>]/.test(src) ? `<${src.replace(/[<>]/g, encodeURIComponent)}>` : src;
  return `![${text}](${destination})`;
}

export function imageMarkup(format: PostFormat, src: string, alt: string): string {
  if (format === 'markdown') return markdownImage(src, alt.trim());
  return `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt.trim())}">`;
}

/** A readable alt text from a file name: "harbour-walk_2.webp" → "harbour walk 2". */
export function altFromFileName(name: string): string {
  return name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}
