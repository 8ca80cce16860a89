// What counts as a link or an image address wherever one is typed: the post form in the browser,
// the same post on the server, the front matter and settings of content files, and the server's
// own URL settings. One definition, so that a post the console accepts is one the content index
// reads back, and no check is looser or stricter on one side of the wire.

/**
 * An absolute http(s) URL: `http://` or `https://`, a host right after it (not a third slash, not a
 * space), and text the URL parser accepts. The pattern only looks at the first character after
 * the scheme, so it answers in linear time however long the value.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/]/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** A site path (/images/x.png) or an absolute http(s) URL: where an image may come from. */
export function isImageRef(value: string): boolean {
  return value.startsWith('/') || isHttpUrl(value);
}
