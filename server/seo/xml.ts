// Minimal XML text helpers for the sitemap and the feed. Every piece of text goes through one
// of them, and both drop the characters XML 1.0 does not allow at all (C0 controls other than
// tab, LF and CR; U+FFFE and U+FFFF; lone surrogates): escaping cannot make those valid, and one
// of them in a post title would make the whole feed unreadable to every feed reader.

/** Everything outside XML 1.0's Char production: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]. */
const NOT_XML_CHAR = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters XML 1.0 forbids. */
export function xmlChars(text: string): string {
  return text.replace(NOT_XML_CHAR, '');
}

export function escapeXml(text: string): string {
  return xmlChars(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A CDATA section; "]]>" inside the text is split so it cannot end the section early. */
export function cdata(text: string): string {
  return `<![CDATA[${xmlChars(text).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
