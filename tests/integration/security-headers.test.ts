// Security headers: a CSP that allows no inline script but the theme's, by its hash (decision
// 063), whose frame sources are the hosts the settings name, no framing by other sites, no sniffing, a strict referrer policy, HSTS only over HTTPS.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../src/lib/content-types';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
let settings: SiteSettings;
beforeAll(async () => {
  app = await startTestApp();
  settings = (await (await fetch(`${app.url}/api/site`)).json()) as SiteSettings;
});
afterAll(() => app.close());

function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries((header ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

describe('security headers', () => {
  it.each(['/', '/blog', '/api/blog', '/sitemap.xml', '/nope'])('%s carries the CSP and the hardening headers', async (path) => {
    const response = await fetch(app.url + path);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/), new URL(settings.booking!.scriptUrl).origin]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each(['/', '/blog', '/nope'])('allows the inline scripts of %s by their hashes, and no other', async (path) => {
    const response = await fetch(app.url + path);
    const csp = directives(response.headers.get('content-security-policy'));
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const allowed = inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(csp['script-src']!.filter((source) => source.startsWith("'sha256-"))).toEqual(allowed);
  });

  it('allows frames only from the map, video and booking hosts the content names', async () => {
    const csp = directives((await fetch(app.url)).headers.get('content-security-policy'));
    const expected = new Set([
      // The demo's maps are the site's own pages (public/demos/).
      ...settings.mapProjects.map((map) => (map.iframeUrl.startsWith('/') ? "'self'" : new URL(map.iframeUrl).origin)),
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
      new URL(settings.booking!.url).origin,
    ]);
    for (const host of expected) expect(csp['frame-src']).toContain(host);
    expect(csp['frame-src']).not.toContain('*');
    expect(csp['connect-src']).toEqual(["'self'", new URL(settings.newsletter!.formAction).origin]);
  });

  it('sends HSTS and upgrades requests when the request came over HTTPS', async () => {
    const response = await fetch(app.url, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
