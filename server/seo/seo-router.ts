// /sitemap.xml, the feeds (/rss.xml, /atom.xml, /feed.json) and /robots.txt. Each document is
// built once per content version.
import { Router } from 'express';
import { FEEDS } from '../../src/lib/feeds';
import { CRAWLER_DISALLOWED } from '../../src/route-paths';
import type { ContentIndex } from '../content/content-index';
import { VersionCache } from '../content/version-cache';
import { buildAtomFeed } from './atom-feed';
import { buildJsonFeed } from './json-feed';
import { buildRssFeed } from './rss-feed';
import { buildSitemap } from './sitemap';

/** Each document: where it is served, its type, and how it is built. */
const DOCUMENTS = {
  sitemap: { path: '/sitemap.xml', type: 'application/xml', build: buildSitemap },
  rss: { ...FEEDS.rss, build: buildRssFeed },
  atom: { ...FEEDS.atom, build: buildAtomFeed },
  json: { ...FEEDS.json, build: buildJsonFeed },
} as const;

export function seoRouter(index: ContentIndex, siteUrl: string): Router {
  const router = Router();
  const documents = new VersionCache<keyof typeof DOCUMENTS, string>(index);
  for (const [name, { path, type, build }] of Object.entries(DOCUMENTS) as [keyof typeof DOCUMENTS, (typeof DOCUMENTS)[keyof typeof DOCUMENTS]][]) {
    router.get(path, (_req, res) => {
      res.type(type).set('Cache-Control', 'public, max-age=300').send(documents.getOrBuild(name, () => build(index, siteUrl)));
    });
  }
  router.get('/robots.txt', (_req, res) => {
    const disallow = CRAWLER_DISALLOWED.map((prefix) => `Disallow: ${prefix}\n`).join('');
    res.type('text/plain').send(`User-agent: *\n${disallow}\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });
  return router;
}
