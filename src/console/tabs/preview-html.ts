// The preview shows the body the owner typed or imported, in the console's own page, where the
// session token lives. Before it is shown, DOMPurify removes anything that could run script
// (scripts, event handlers, javascript: and other unsafe URLs, forms, styles); iframes are kept
// only for YouTube and Vimeo embeds, as the site keeps them. The server's allowlist sanitizer
// (server/content/sanitize-body.ts) remains what the site serves; this is defence in depth for
// the preview only. Browser-only (DOMPurify needs a DOM).
import DOMPurify from 'dompurify';
import { isEmbedSrc } from '../../lib/embed-hosts';

/**
 * Event-handler attributes, removed from the text before it is parsed: a parsed document inherits
 * the page's CSP, and Chrome reports every inline handler it meets there as a violation.
 */
const EVENT_HANDLER_ATTRIBUTE = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

let purifier: ReturnType<typeof DOMPurify> | undefined;

function embedsOnly(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe' && !isEmbedSrc((node as Element).getAttribute('src') ?? '')) node.parentNode?.removeChild(node);
  });
  return purifier;
}

export function previewHtml(html: string): string {
  return embedsOnly().sanitize(html.replace(EVENT_HANDLER_ATTRIBUTE, ''), {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'loading'],
    FORBID_TAGS: ['style', 'form', 'base', 'link', 'meta', 'object', 'embed'],
  });
}
