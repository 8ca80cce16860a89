// Fixed top bar: the owner's name linking home, the navigation links with the active one
// highlighted (aria-current, from the server's router), the search box (from 1024 px; a link to
// the search page below that), the theme toggle, and under 768 px a button that opens the
// Navigation drawer. Nothing here is React in the browser: the drawer is in the HTML, closed,
// and the page script opens it (src/page-script/nav-drawer.ts, by its data-nav-drawer-* hooks).
import { Link, NavLink } from '../ui/site-link';
import { useSiteSettings } from '../../lib/site-context';
import { NavDrawer, NAV_DRAWER_ID } from './nav-drawer';
import { NAV_LINKS, NAV_LINK_CLASS } from './nav-links';
import { HeaderSearch } from './search-form';
import { ThemeToggle } from './theme-toggle';

export function TopBar() {
  const { owner } = useSiteSettings();

  return (
    // Solid, not frosted: a backdrop blur is drawn again on every frame the page under it
    // changes, which cost the browser about a tenth of its CPU while the home page loaded.
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="site-mark text-lg font-extrabold tracking-tight text-slate-900 hover:text-brand-700">
          {/* The mark: a map pin in the brand colour, inline (as a data URI it cost the critical CSS more). */}
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" className="shrink-0 fill-brand-600">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 4.2a2.8 2.8 0 1 1 0 5.6 2.8 2.8 0 0 1 0-5.6z" />
          </svg>
          {owner.name}
        </Link>
        <nav aria-label="Main" className="hidden md:ml-auto md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={NAV_LINK_CLASS}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch />
        <ThemeToggle />
        <button
          type="button"
          className="rounded-control p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label="Open navigation"
          aria-haspopup="dialog"
          aria-controls={NAV_DRAWER_ID}
          aria-expanded="false"
          data-nav-drawer-open=""
        >
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
      </div>
      <NavDrawer />
    </header>
  );
}
