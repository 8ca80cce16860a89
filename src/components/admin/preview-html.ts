// The preview shows the body the owner typed or imported, in the console's own page, where the
// session token lives. Before it is shown, anything that could run script is removed. The
// server's allowlist sanitizer (server/content/sanitize-body.ts) remains what the site serves;
// this is defence in depth for the preview only. Browser-only (DOMParser).

const REMOVED = 'script, style, object, embed, base, link, meta, form, frame, frameset';
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'background']);
const EMBED_HOSTS = /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com|player\.vimeo\.com)\//;

/**
 * Event-handler attributes, removed from the text before it is parsed: a parsed document inherits
 * the page's CSP, and Chrome reports every inline handler it meets there as a violation.
 */
const EVENT_HANDLER_ATTRIBUTE = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

export function previewHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html.replace(EVENT_HANDLER_ATTRIBUTE, '')}`, 'text/html');
  for (const element of doc.body.querySelectorAll(REMOVED)) element.remove();
  for (const element of doc.body.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) element.removeAttribute(name);
      else if (URL_ATTRIBUTES.has(lower) && /^\s*(javascript|vbscript|data):/i.test(value) && !/^\s*data:image\/(png|jpe?g|gif|webp);/i.test(value)) {
        element.removeAttribute(name);
      }
    }
    if (element.tagName === 'IFRAME' && !EMBED_HOSTS.test(element.getAttribute('src') ?? '')) element.remove();
  }
  return doc.body.innerHTML;
}
