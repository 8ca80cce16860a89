// The video players a post body may embed with an <iframe>. The server's sanitizer keeps an
// iframe only when its src is on one of these hosts, the Content-Security-Policy lets exactly
// these be framed, and the console's preview keeps the same iframes the site will serve.

/** Hosts whose players may be embedded in a body (exact names: youtube.com without www is not one). */
export const EMBED_HOSTS: readonly string[] = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/** Whether an iframe with this src survives the body sanitizer: an http(s) URL on an embed host. */
export function isEmbedSrc(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && EMBED_HOSTS.includes(url.hostname);
}
