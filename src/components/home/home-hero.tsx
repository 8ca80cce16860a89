// Home's first view: the headline, the line under it, the two buttons (to /contact and /calendar)
// and the owner's portrait. The portrait is framed by a soft brand-coloured disc and a thin
// ring, and its badge — where the owner is based, or their job title — is its own element laid
// over the circle's lower edge, so the circle never clips it (the picture itself carries no badge).
// Colours are the theme's brand and slate scales only, so the dark theme and a new brand colour
// apply here without an edit. The portrait is the page's one preloaded image (decision 030).
import { Link } from '../ui/site-link';
import { cardImageUrl } from '../../lib/card-image';
import { useSiteSettings } from '../../lib/site-context';

/** A faint dot grid behind the hero, fading out towards its foot; drawn by CSS, no image to fetch. */
const DOT_GRID_CLASS =
  'pointer-events-none absolute inset-0 [background-image:radial-gradient(var(--color-brand-200)_1px,transparent_1px)] [background-size:22px_22px] ' +
  '[mask-image:linear-gradient(to_bottom,black,transparent_85%)]';

export function HomeHero() {
  const { owner, hero } = useSiteSettings();
  const badge = owner.location || owner.jobTitle;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div aria-hidden="true" className={DOT_GRID_CLASS} />
      <div className="relative mx-auto flex max-w-6xl flex-col-reverse items-center gap-8 px-4 pt-8 pb-10 md:flex-row md:gap-12 md:py-[5.5rem]">
        <div className="flex-1 text-center md:text-left">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">{hero.headline}</h1>
          <p className="mt-4 text-lg text-balance text-slate-700 sm:text-xl">{hero.tagline}</p>
          <div className="mt-7 flex flex-wrap justify-center gap-3 md:mt-9 md:justify-start">
            <Link to="/contact" className="rounded-lg bg-brand-600 px-4 py-3 sm:px-5 font-semibold text-white shadow-sm hover:bg-brand-700">
              {hero.contactLabel}
            </Link>
            <Link to="/calendar" className="rounded-lg border border-brand-600 bg-white px-4 py-3 sm:px-5 font-semibold text-brand-700 hover:bg-brand-50">
              {hero.callLabel}
            </Link>
          </div>
        </div>
        <div className="relative shrink-0 pb-4">
          <div aria-hidden="true" className="absolute -inset-3 rounded-full bg-gradient-to-br from-brand-200 to-brand-50 sm:-inset-5" />
          <div aria-hidden="true" className="absolute -inset-1.5 rounded-full border border-brand-300 sm:-inset-2.5" />
          <img
            src={cardImageUrl(owner.profileImage)}
            alt={owner.name}
            width={288}
            height={288}
            fetchPriority="high"
            className="relative h-36 w-36 rounded-full object-cover shadow-xl ring-4 ring-white sm:h-64 sm:w-64 lg:h-72 lg:w-72"
          />
          {badge && (
            <p className="absolute bottom-0 left-1/2 flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold whitespace-nowrap text-slate-800 shadow-md ring-1 ring-slate-200 sm:text-sm">
              <svg aria-hidden="true" className="h-3.5 w-3.5 text-brand-600 sm:h-4 sm:w-4" viewBox="0 0 24 24" fill="currentColor">
                <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
              </svg>
              {badge}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
