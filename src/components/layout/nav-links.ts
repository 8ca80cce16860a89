// The six navigation links of the shared layout, in order, and how the top bar and the drawer show them.
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/works', label: 'Works' },
  { to: '/blog', label: 'Blog' },
  { to: '/services', label: 'Services' },
  { to: '/map-projects', label: 'Map Projects' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The footer's service links, all pointing to /services. */
export const FOOTER_SERVICES = ['Full Stack Applications', 'Mapping Solutions', 'Real Estate Platforms', 'Portfolio Websites'] as const;

/** The footer's site links: the navigation plus the pages the top bar does not list. */
export const FOOTER_SITE_LINKS = [
  ...NAV_LINKS,
  { to: '/about', label: 'About' },
  { to: '/templates', label: 'Templates' },
  { to: '/blueprint', label: 'Free App Template' },
  { to: '/calendar', label: 'Schedule a Call' },
] as const;

/** A navigation link's classes, the current page's highlighted. */
export function navLinkClass({ isActive }: { isActive: boolean }): string {
  const base = 'block rounded-control px-3 py-2 text-sm font-semibold transition-colors';
  return isActive ? `${base} bg-brand-50 text-brand-700` : `${base} text-slate-700 hover:bg-slate-100 hover:text-slate-900`;
}
