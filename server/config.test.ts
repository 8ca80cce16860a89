import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/folio');
    expect(config).toMatchObject({ port: 3000, contentDir: '/srv/folio/content', dataDir: '/srv/folio/data', siteUrl: 'http://localhost:3000' });
  });

  it('reads an empty SITE_URL (as .env.example leaves it) as unset: the local address', () => {
    expect(loadConfig({ SITE_URL: '', PORT: '4321' }).siteUrl).toBe('http://localhost:4321');
  });

  it('drops a trailing slash from SITE_URL', () => {
    expect(loadConfig({ SITE_URL: 'https://alex.dev/' }).siteUrl).toBe('https://alex.dev');
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['SITE_URL', { SITE_URL: 'not a url' }],
    ['SITE_URL', { SITE_URL: 'ftp://alex.dev' }],
  ])('names %s when its value is wrong', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});

describe('CONTENT_FETCH_TEST_ORIGINS', () => {
  it('is unset by default: no origin passes the content fetch rule', () => {
    expect(loadConfig({}).contentFetchTestOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', CONTENT_FETCH_TEST_ORIGINS: '' }).contentFetchTestOrigins).toEqual([]);
  });

  it('lists loopback origins with a port, in tests', () => {
    const config = loadConfig({ NODE_ENV: 'test', CONTENT_FETCH_TEST_ORIGINS: 'http://127.0.0.1:4100, http://[::1]:9/' });
    expect(config.contentFetchTestOrigins).toEqual(['http://127.0.0.1:4100', 'http://[::1]:9']);
  });

  it.each(['https://example.com:443', 'http://10.0.0.1:80', 'http://127.0.0.1', 'http://127.0.0.1:4100/images', '*'])('refuses %s, which is not a loopback origin with a port', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', CONTENT_FETCH_TEST_ORIGINS: value })).toThrow(/CONTENT_FETCH_TEST_ORIGINS: .* is not a loopback origin with a port/);
  });

  it('refuses any origin outside tests: a live site has no way past the rule', () => {
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => loadConfig({ NODE_ENV, CONTENT_FETCH_TEST_ORIGINS: 'http://127.0.0.1:4100' })).toThrow(/CONTENT_FETCH_TEST_ORIGINS: is for tests only/);
    }
  });
});
