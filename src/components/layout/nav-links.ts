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

/** A navigation link's class: .nav-link in src/styles.css highlights the current page's (aria-current). */
export const NAV_LINK_CLASS = 'nav-link';
