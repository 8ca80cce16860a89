// Navigation (issue 43): every page names the speculation rules in a Speculation-Rules header,
// whichever way it is answered (Express or the short path), and the rules are a JSON file from
// our own origin with the type the browser requires, since the CSP allows no inline script.
// What the rules match is checked in Chromium (tests/e2e/navigation.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('speculation rules', () => {
  it.each(['/', '/blog', '/works', '/nope'])('%s names the rules file, on its first answer and from the cache', async (path) => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(app.url + path);
      expect(response.headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
    }
  });

  it('serves the rules as speculation-rules JSON: moderate prerender of same-origin page links only', async () => {
    const response = await fetch(`${app.url}/speculation-rules.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/speculationrules\+json\b/);
    const rules = (await response.json()) as { prerender: { source: string; eagerness: string; where: { and: unknown[] } }[] };
    expect(rules.prerender).toHaveLength(1);
    const [rule] = rules.prerender;
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
    const excluded = JSON.stringify(rule!.where);
    for (const path of ['/admin/*', '/api/*', '/preview/*', '/rss.xml', '/atom.xml', '/feed.json']) expect(excluded).toContain(`"${path}"`);
  });

  it('is allowed by the CSP: script sources include our own origin', async () => {
    const csp = (await fetch(app.url)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
  });
});
