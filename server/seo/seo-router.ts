// /sitemap.xml, /rss.xml and /robots.txt. Each is built once per content version.
import { Router } from 'express';
import { CRAWLER_DISALLOWED } from '../../src/route-paths';
import type { ContentIndex } from '../content/content-index';
import { VersionCache } from '../content/version-cache';
import { buildRssFeed } from './rss-feed';
import { buildSitemap } from './sitemap';

export function seoRouter(index: ContentIndex, siteUrl: string): Router {
  const router = Router();
  const documents = new VersionCache<'sitemap' | 'rss', string>(index);
  const cached = (name: 'sitemap' | 'rss', build: () => string) => documents.getOrBuild(name, build);

  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=300').send(cached('sitemap', () => buildSitemap(index, siteUrl)));
  });
  router.get('/rss.xml', (_req, res) => {
    res.type('application/rss+xml').set('Cache-Control', 'public, max-age=300').send(cached('rss', () => buildRssFeed(index, siteUrl)));
  });
  router.get('/robots.txt', (_req, res) => {
    const disallow = CRAWLER_DISALLOWED.map((prefix) => `Disallow: ${prefix}\n`).join('');
    res.type('text/plain').send(`User-agent: *\n${disallow}\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });
  return router;
}
