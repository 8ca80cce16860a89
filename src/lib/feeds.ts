// The blog's feeds: where each is served, its type, and the name a reader shows for it. The
// server serves them (server/seo/seo-router.ts); every page announces them in its head.
export const FEEDS = {
  rss: { path: '/rss.xml', type: 'application/rss+xml', title: 'Blog (RSS)' },
  atom: { path: '/atom.xml', type: 'application/atom+xml', title: 'Blog (Atom)' },
  json: { path: '/feed.json', type: 'application/feed+json', title: 'Blog (JSON Feed)' },
} as const;
