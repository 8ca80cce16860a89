import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { staticPagePaths } from './route-paths';

describe('staticPagePaths', () => {
  it('lists the fixed pages of the route table in order, without params, the catch-all or the console', () => {
    expect(staticPagePaths()).toEqual(['/', '/works', '/blog', '/services', '/about', '/contact', '/calendar', '/blueprint', '/templates', '/map-projects', '/privacy', '/terms']);
  });

  it('joins nested paths and keeps absolute ones as written', () => {
    const table: RouteObject[] = [{ path: '/docs', children: [{ index: true }, { path: 'intro' }, { path: ':page' }] }, { children: [{ path: '/about' }, { path: 'admin/x' }] }];
    expect(staticPagePaths(table)).toEqual(['/docs', '/docs/intro', '/about']);
  });
});
