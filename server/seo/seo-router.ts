// /sitemap.xml, /rss.xml and /robots.txt. Each is built once per content version.
import { Router } from 'express';
import type { ContentIndex } from '../content/content-index';
import { buildRssFeed } from './rss-feed';
import { buildSitemap } from './sitemap';

export function seoRouter(index: ContentIndex, siteUrl: string): Router {
  const router = Router();
  const memo = new Map<string, { version: number; body: string }>();
  const cached = (name: string, build: () => string) => {
    const hit = memo.get(name);
    if (hit?.version === index.version) return hit.body;
    const body = build();
    memo.set(name, { version: index.version, body });
    return body;
  };

  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=300').send(cached('sitemap', () => buildSitemap(index, siteUrl)));
  });
  router.get('/rss.xml', (_req, res) => {
    res.type('application/rss+xml').set('Cache-Control', 'public, max-age=300').send(cached('rss', () => buildRssFeed(index, siteUrl)));
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });
  return router;
}
