// The six navigation links of the shared layout (spec §2), in order.
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/works', label: 'Works' },
  { to: '/blog', label: 'Blog' },
  { to: '/services', label: 'Services' },
  { to: '/map-projects', label: 'Map Projects' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The footer's service links, all pointing to /services (spec §2). */
export const FOOTER_SERVICES = ['Full Stack Applications', 'Mapping Solutions', 'Real Estate Platforms', 'Portfolio Websites'] as const;
