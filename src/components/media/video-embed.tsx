// A post's video, shown in place of its image when the post has one. The player is another
// origin's page, so it loads only when the visitor chooses to watch (decision 021): until then a
// Play button stands in its place, over the post's own image when it has one on this site. The
// server renders the button; the page script (src/page-script/video-facade.ts) puts the player's
// frame in its place on the click, from the data-video-* hooks.

interface VideoEmbedProps {
  url: string;
  title: string;
  /** The post's image; shown behind the Play button only when this site serves it. */
  poster?: string | null;
}

/** The player starts at once: the visitor has just asked for it. */
export function autoplayUrl(url: string): string {
  const player = new URL(url);
  player.searchParams.set('autoplay', '1');
  return player.toString();
}

export function VideoEmbed({ url, title, poster }: VideoEmbedProps) {
  return (
    <div className="theme-fixed relative aspect-video overflow-hidden rounded-xl bg-slate-900" data-video-facade="">
      <button
        type="button"
        className="group absolute inset-0 flex h-full w-full items-center justify-center"
        data-video-play={autoplayUrl(url)}
        data-video-title={title}
      >
        {poster?.startsWith('/') && <img src={`${poster}?w=800&q=75`} alt="" width={800} height={450} className="absolute inset-0 h-full w-full object-cover opacity-70" />}
        <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-brand-600/90 text-white shadow-lg transition-transform group-hover:scale-110">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
        <span className="sr-only">Play video: {title}</span>
      </button>
      {/* The player's frame, made from this on the click (never in the page before it). */}
      <template data-video-frame="">
        <iframe title={title} className="h-full w-full" allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture" allowFullScreen />
      </template>
    </div>
  );
}
