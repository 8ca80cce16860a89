// A page's <title>: its own title, then the site's name — unless the title already ends with
// that name (a post's metaTitle is often written "How I map listings | Alex Rivera"), which
// would show the name twice in the browser tab and in search results.

/** Separators people put before a site name at the end of a title. */
const TRAILING_SEPARATOR = /\s*[|·•:\-–—]\s*$/;

export function titleWithSiteName(title: string, siteName: string): string {
  const own = title.trim();
  const name = siteName.trim();
  if (!name) return own;
  if (!own) return name;
  if (endsWithName(own, name)) return own;
  return `${own} | ${name}`;
}

function endsWithName(title: string, name: string): boolean {
  const lower = title.toLowerCase();
  const suffix = name.toLowerCase();
  if (!lower.endsWith(suffix)) return false;
  const before = title.slice(0, title.length - name.length);
  // The whole title is the name, or the name follows a separator: "…| Alex Rivera", "… — Alex Rivera".
  // "… by Alex Rivera" names the author inside the title, so the site name still follows it.
  return before.trim() === '' || TRAILING_SEPARATOR.test(before);
}
