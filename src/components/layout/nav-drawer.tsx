// The small-screen navigation: a left side drawer titled "Navigation", in every page's HTML and
// closed. A native modal <dialog> gives focus trapping, Escape to close and an inert page behind
// it for free; the page script (src/page-script/nav-drawer.ts) opens it from the top bar's
// button and closes it on its close button, the backdrop and its links, by the data-nav-drawer-*
// hooks here.
import { NavLink } from '../ui/site-link';
import { NAV_LINKS, NAV_LINK_CLASS } from './nav-links';
import { SearchForm } from './search-form';

/** The drawer's id: the top bar's button names it in aria-controls. */
export const NAV_DRAWER_ID = 'nav-drawer';

export function NavDrawer() {
  return (
    <dialog id={NAV_DRAWER_ID} aria-labelledby="nav-drawer-title" className="nav-drawer" data-nav-drawer="">
      <div className="flex h-full flex-col p-4">
        <div className="mb-4 flex items-center justify-between">
          <h2 id="nav-drawer-title" className="text-lg font-bold text-slate-900">
            Navigation
          </h2>
          <button type="button" className="rounded-control p-2 text-slate-700 hover:bg-slate-100" aria-label="Close navigation" data-nav-drawer-close="">
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className="mb-4">
          <SearchForm landmark="Site search" inputClassName="w-full min-w-0 flex-1 text-base" />
        </div>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={NAV_LINK_CLASS}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
