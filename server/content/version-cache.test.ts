import { describe, expect, it } from 'vitest';
import { VersionCache } from './version-cache';

describe('VersionCache', () => {
  it('keeps entries for one version and starts empty after a change', () => {
    const source = { version: 1 };
    const cache = new VersionCache<string, number>(source);
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    source.version = 2;
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses a value built before the version changed', () => {
    const source = { version: 1 };
    const cache = new VersionCache<string, number>(source);
    const builtAt = source.version;
    source.version = 2;
    cache.set('a', 1, builtAt);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry beyond its limit', () => {
    const cache = new VersionCache<string, number>({ version: 1 }, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('builds once per version with getOrBuild', () => {
    let builds = 0;
    const cache = new VersionCache<string, string>({ version: 1 });
    cache.getOrBuild('x', () => `built ${++builds}`);
    expect(cache.getOrBuild('x', () => `built ${++builds}`)).toBe('built 1');
  });
});
