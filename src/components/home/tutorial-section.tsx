// 'Learn With My Tutorials': the video's thumbnail opens it in a new tab, plus the channel link.
// The thumbnail is this site's copy of the provider's image (decision 021): the video provider is
// contacted only when the visitor chooses to watch.
import { renditionUrl, responsiveSrcSet } from '../../lib/image-renditions';
import { useSiteSettings } from '../../lib/site-context';
import { thumbnailCopyPath } from '../../lib/thumbnail-copy';

/** Two columns from 768 px in a 1152 px row; the full width below. */
const THUMBNAIL_SIZES = '(min-width: 768px) 560px, 100vw';

export function TutorialSection() {
  const { tutorial, links } = useSiteSettings();
  if (!tutorial) return null;
  const thumbnail = thumbnailCopyPath(tutorial.thumbnailUrl);
  return (
    <section aria-labelledby="tutorials-heading" className="bg-slate-50 py-14">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-2">
        <a href={tutorial.videoUrl} target="_blank" rel="noopener noreferrer" className="group relative block overflow-hidden rounded-xl shadow-lg">
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
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600/90 text-white shadow-lg">
              <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </span>
        </a>
        <div>
          <h2 id="tutorials-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Learn With My Tutorials
          </h2>
          <h3 className="mt-4 text-lg font-semibold text-slate-800">{tutorial.title}</h3>
          <p className="mt-2 text-slate-600">{tutorial.description}</p>
          {links.channel && (
            <a href={links.channel} target="_blank" rel="noopener noreferrer" className="mt-6 inline-block font-semibold text-brand-700 underline">
              Visit my channel<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
