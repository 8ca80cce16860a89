// Which page shows: home, a case study (/work/{slug}) or a post (/blog/{slug}). On its own the
// site keeps it in the URL hash (#/work/fleet-dashboard), so pages can be linked and the Back
// button works on any static host. Embedded in another page (a live demo) it keeps the page in
// memory and leaves that page's URL alone.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export type Route = { page: 'home' } | { page: 'project'; slug: string } | { page: 'post'; slug: string };

export function parseRoute(path: string): Route {
  const [, section, slug] = /^\/?(work|blog)\/([a-z0-9-]+)$/.exec(path) ?? [];
  if (section && slug) return section === 'work' ? { page: 'project', slug } : { page: 'post', slug };
  return { page: 'home' };
}

const currentHash = () => (typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, ''));

export function useRoute(embedded: boolean) {
  const [path, setPath] = useState(() => (embedded ? '/' : currentHash()));
  useEffect(() => {
    if (embedded) return;
    const onHashChange = () => setPath(currentHash());
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [embedded]);
  const go = (to: string) => {
    if (embedded) setPath(to);
    else window.location.hash = to;
  };
  return { route: parseRoute(path), go };
}

const Navigate = createContext<(to: string) => void>(() => {});
export const NavigateProvider = ({ go, children }: { go: (to: string) => void; children: ReactNode }) => <Navigate value={go}>{children}</Navigate>;

/** A link to another page of the site (home is '/'). */
export function PageLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const go = useContext(Navigate);
  return (
    <a
      href={`#${to}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        go(to);
      }}
    >
      {children}
    </a>
  );
}
