// A post's body as a feed carries it. A feed reader shows the body away from the post's page and
// resolves a fragment-only link (`href="#…"`) against the feed's own address, so the headings'
// self-links (heading-anchors.ts) showed as a stray "#" leading nowhere, and footnote links went
// to the feed. Self-links are dropped; every other in-page link names the post's address.
// The body is sanitized HTML (attribute values double-quoted), so a tag scan is enough.

/** A heading's self-link as heading-anchors.ts writes it. */
const HEADING_LINK = /<a class="heading-link" href="#[^"]*"[^>]*>#<\/a>/g;
/** An href that is a fragment alone, in any tag. */
const FRAGMENT_HREF = /(<[a-z][^>]*\shref=")#/g;

/** `html` for a feed item of the post at `postUrl` (absolute). */
export function feedContent(html: string, postUrl: string): string {
  if (!html.includes('href="#')) return html;
  const address = postUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(HEADING_LINK, '').replace(FRAGMENT_HREF, (_whole, tag: string) => `${tag}${address}#`);
}
