// The page's head tags before its inline stylesheet (decision 094). React
// writes a precedence <style> (the whole stylesheet, ~100 KB: decision 030) ahead of every
// <title> and <meta> it hoists, so link-preview bots that read only a page's first few KB found
// no title, description or share image. The server moves that one element to the end of the
// head; the browser still has the whole stylesheet before the body, so the first paint is the
// same, and React finds a precedence style by its data-href wherever it sits in the head.

/** The inline stylesheet as React writes it (document.tsx: href INLINE_CSS_KEY, precedence). */
const INLINE_STYLE_OPEN = '<style data-precedence=';

/**
 * `html` with its first precedence <style> in the head moved to just before `</head>`, or as it
 * was when the head has none (a page that links its stylesheet, decision 030).
 */
export function headTagsFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  const start = html.indexOf(INLINE_STYLE_OPEN);
  if (start === -1 || headEnd === -1 || start > headEnd) return html;
  // A stylesheet holds no `</style>` (React escapes it in a style's text), so the first ends it.
  const end = html.indexOf('</style>', start);
  if (end === -1 || end > headEnd) return html;
  const style = html.slice(start, end + '</style>'.length);
  return html.slice(0, start) + html.slice(start + style.length, headEnd) + style + html.slice(headEnd);
}
