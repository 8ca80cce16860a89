// The alias table's list of the site's fixed pages is the route table's: an alias naming any of
// them is never served (decision 065), so a page added to src/routes.tsx must be added here too.
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { FIXED_PAGE_PATHS } from './alias-table';

function fixedPaths(list: RouteObject[], base: string): string[] {
  return list.flatMap((route) => {
    const own = route.index ? base || '/' : route.path === undefined ? null : `${base}/${route.path}`.replace(/\/{2,}/g, '/');
    const children = route.children ? fixedPaths(route.children, own && own !== '/' ? own : base) : [];
    return own && !own.includes(':') && !own.includes('*') ? [own, ...children] : children;
  });
}

describe('the fixed pages', () => {
  it('are the pages of the route table at fixed paths', () => {
    expect([...FIXED_PAGE_PATHS].sort()).toEqual([...new Set(fixedPaths(routes, ''))].sort());
  });
});
