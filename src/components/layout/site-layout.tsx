// The shared layout of every page but the template viewer: fixed top bar, the page's content,
// footer. Every navigation is a full page load (decision 104), so the browser
// itself starts each page at the top; the fade between pages is the stylesheet's view transition.
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
