// The shared layout of every page but the template viewer: fixed top bar, content
// that fades in on each navigation, footer, and a scroll to the top on every route change.
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Deferred, onDemand } from '../ui/on-demand';
import { TopBar } from './top-bar';

/** The footer is links and text, below every page: its code loads on demand. */
const siteFooter = onDemand(async () => (await import('./site-footer')).SiteFooter);

export function SiteLayout() {
  const location = useLocation();

  // Not when the page first hydrates: a visitor may have scrolled (or followed a #link) while the
  // scripts loaded, and the browser restores the position on a reload.
  const hydrating = useRef(true);
  useEffect(() => {
    if (hydrating.current) hydrating.current = false;
    else window.scrollTo(0, 0);
  }, [location.pathname]);

  // The first, server-rendered view shows at once; later navigations fade in (0.5 s after 0.2 s).
  const navigated = location.key !== 'default';
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <div key={location.pathname} className={navigated ? 'page-fade-in' : undefined}>
          <Outlet />
        </div>
      </main>
      <Deferred part={siteFooter} props={{}} />
    </div>
  );
}
