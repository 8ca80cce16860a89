// The click-to-play player for a video written in a body (a Hugo, Hexo or Zola youtube/vimeo tag,
// server/content/shortcode-forms.ts): the server writes a plain link to the video in a rendered
// body (RichText's [data-rich-text]), and the page script makes each a Play button that loads
// the player only when pressed, as a post's own video does (decision 021): no other site is
// contacted before the visitor asks. Without script the link stays, and still leads to the video.

/** The player's address for a YouTube or Vimeo watch link, or null for any other link. */
export function playerUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const youtube = url.hostname === 'www.youtube.com' && url.pathname === '/watch' ? url.searchParams.get('v') : null;
  if (youtube && /^[\w-]{6,20}$/.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1`;
  const vimeo = url.hostname === 'vimeo.com' ? /^\/(\d{4,12})$/.exec(url.pathname)?.[1] : undefined;
  return vimeo ? `https://player.vimeo.com/video/${vimeo}?autoplay=1` : null;
}

export function startVideoLinks(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-rich-text] a.video-link')) {
    const player = playerUrl(link.href);
    if (!player) continue;
    const frame = document.createElement('div');
    frame.className = 'video-frame';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'video-play';
    button.textContent = link.textContent ?? 'Play video';
    button.addEventListener('click', () => {
      const iframe = document.createElement('iframe');
      iframe.src = player;
      iframe.title = (link.textContent ?? 'Video').replace(/^Play video:?\s*/, '') || 'Video';
      iframe.allow = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture';
      iframe.allowFullscreen = true;
      frame.replaceChildren(iframe);
    });
    frame.append(button);
    (link.closest('p') ?? link).replaceWith(frame);
  }
}
