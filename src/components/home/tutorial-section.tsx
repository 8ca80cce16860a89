// 'Learn With My Tutorials': the video's thumbnail opens it in a new tab, plus the channel link.
// The thumbnail is this site's copy of the provider's image (decision 021): the video provider is
// contacted only when the visitor chooses to watch.
// On a phone the block is compact — the heading, then a small thumbnail beside the video's title,
// the description in three lines and the channel link — about a third of the stacked layout's
// height; from 768 px the thumbnail takes the left half, the text the right.
import { renditionUrl, responsiveSrcSet } from '../../lib/image-renditions';
import { useSiteSettings } from '../../lib/site-context';
import { thumbnailCopyPath } from '../../lib/thumbnail-copy';

/** 9 rem beside the title on a phone; two columns from 768 px in a 1152 px row. */
const THUMBNAIL_SIZES = '(min-width: 768px) 560px, 144px';

/** Named areas: phone — heading / thumbnail + title / text / link; from 768 px — the thumbnail beside the four, centred. */
const LAYOUT_CLASS =
  "grid grid-cols-[9rem_1fr] items-center gap-x-4 gap-y-3 [grid-template-areas:'heading_heading'_'thumb_title'_'text_text'_'link_link'] " +
  "md:grid-cols-2 md:grid-rows-[1fr_auto_auto_1fr] md:gap-x-10 md:gap-y-0 md:[grid-template-areas:'thumb_heading'_'thumb_title'_'thumb_text'_'thumb_link']";

export function TutorialSection() {
  const { tutorial, links } = useSiteSettings();
  if (!tutorial) return null;
  const thumbnail = thumbnailCopyPath(tutorial.thumbnailUrl);
  return (
    <section aria-labelledby="tutorials-heading" className="bg-slate-50 py-10 sm:py-14">
      <div className={`mx-auto max-w-6xl px-4 ${LAYOUT_CLASS}`}>
        <h2 id="tutorials-heading" className="text-2xl font-bold tracking-tight text-slate-900 [grid-area:heading] sm:text-3xl md:self-end">
          Learn With My Tutorials
        </h2>
        <a
          href={tutorial.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="group relative block self-start overflow-hidden rounded-lg shadow-md [grid-area:thumb] md:self-center md:rounded-xl md:shadow-lg"
        >
          <img
            src={renditionUrl(thumbnail, 800)}
            srcSet={responsiveSrcSet(thumbnail, [400, 800])}
            sizes={THUMBNAIL_SIZES}
            alt={`${tutorial.title} (video, opens in a new tab)`}
            width={1280}
            height={720}
            loading="lazy"
            className="aspect-video w-full object-cover transition-transform group-hover:scale-[1.02]"
          />
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
            <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600/90 text-white shadow-lg md:h-16 md:w-16">
              <svg className="h-4 w-4 md:h-7 md:w-7" viewBox="0 0 24 24" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </span>
        </a>
        <h3 className="text-base font-semibold text-slate-800 [grid-area:title] md:mt-4 md:text-lg">{tutorial.title}</h3>
        <p className="line-clamp-3 text-slate-600 [grid-area:text] md:mt-2 md:line-clamp-none">{tutorial.description}</p>
        {links.channel && (
          <a
            href={links.channel}
            target="_blank"
            rel="noopener noreferrer"
            className="justify-self-start font-semibold text-brand-700 underline [grid-area:link] md:mt-6 md:self-start"
          >
            Visit my channel<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </section>
  );
}
