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
