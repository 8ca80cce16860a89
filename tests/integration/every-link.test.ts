// Every link in the demo goes somewhere (issue 30): the built server on a temp copy of the demo
// content; from every public page, every same-origin link, image, script, stylesheet, font and frame
// (and each map project's page) is requested, and each must answer 200 — or 301/308 to an
// address that answers 200. Pages found on the way are read in turn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../src/lib/content-types';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

let site: TempSite;
let server: ServerProcess;

beforeAll(async () => {
  site = await createTempSite();
  server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir });
});
afterAll(async () => {
  await server?.stop();
  await site?.cleanup();
});

/** Pages no link leads to but a visitor may type; the rest are found from these. */
const START_PAGES = ['/', '/calendar', '/blueprint', '/map-projects', '/search?q=map', '/sitemap.xml'];
/** Answered on purpose with another status: the console's API needs a token. */
const NOT_LINKS = /^\/api\/admin\//;

/** Same-origin addresses in a page: href, src, srcset, the sitemap's <loc>s and a stylesheet's url()s (fonts). */
function addressesIn(text: string, origin: string): string[] {
  const found: string[] = [];
  for (const [, , value] of text.matchAll(/\s(href|src)="([^"]*)"/g)) found.push(value!);
  for (const [, set] of text.matchAll(/\ssrcset="([^"]*)"/g)) found.push(...set!.split(',').map((entry) => entry.trim().split(/\s+/)[0]!));
  for (const [, loc] of text.matchAll(/<loc>([^<]+)<\/loc>/g)) found.push(loc!);
  for (const [, ref] of text.matchAll(/url\(["']?([^"')]+)["']?\)/g)) found.push(ref!);
  const addresses: string[] = [];
  for (const raw of found) {
    const value = raw.replaceAll('&amp;', '&');
    if (!value || value.startsWith('#') || /^(mailto|tel|data|javascript):/i.test(value)) continue;
    let url: URL;
    try {
      url = new URL(value, origin);
    } catch {
      continue;
    }
    // The sitemap names the configured SITE_URL: read it as this server.
    const local = url.origin === origin || /^https?:\/\/localhost(:\d+)?$/.test(url.origin);
    if (local) addresses.push(url.pathname + url.search);
  }
  return addresses;
}

interface Answer {
  status: number;
  /** Where a redirect led, and what it answered. */
  final?: { location: string; status: number };
  type: string;
  text?: string;
}

async function request(origin: string, address: string): Promise<Answer> {
  const response = await fetch(origin + address, { redirect: 'manual' });
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 301 || response.status === 308) {
    await response.body?.cancel();
    const location = new URL(response.headers.get('location')!, origin + address).toString();
    const next = await fetch(location, { redirect: 'manual' });
    await next.body?.cancel();
    return { status: response.status, final: { location, status: next.status }, type };
  }
  const readable = /text\/html|xml|text\/css/.test(type) && response.status === 200;
  const text = readable ? await response.text() : (await response.body?.cancel(), undefined);
  return { status: response.status, type, ...(text === undefined ? {} : { text }) };
}

describe('every link in the demo', () => {
  it('answers 200, or a permanent redirect to a 200, for every same-origin address on every public page', async () => {
    const origin = server.url;
    const settings = (await (await fetch(`${origin}/api/site`)).json()) as SiteSettings;
    const queue = [...START_PAGES, ...settings.mapProjects.map((map) => map.iframeUrl).filter((url) => url.startsWith('/'))];
    const seen = new Set(queue);
    const broken: string[] = [];
    const linkedFrom = new Map<string, string>();
    while (queue.length > 0) {
      const batch = queue.splice(0, 6);
      const answers = await Promise.all(batch.map(async (address) => [address, await request(origin, address)] as const));
      for (const [address, answer] of answers) {
        const from = linkedFrom.get(address) ?? 'a start page';
        const ok = answer.status === 200 || (answer.final !== undefined && answer.final.status === 200);
        if (!ok) broken.push(`${address} (linked from ${from}) answered ${answer.status}${answer.final ? ` → ${answer.final.location} ${answer.final.status}` : ''}`);
        if (!answer.text) continue;
        for (const next of addressesIn(answer.text, origin)) {
          if (seen.has(next) || NOT_LINKS.test(next)) continue;
          seen.add(next);
          linkedFrom.set(next, address);
          queue.push(next);
        }
      }
    }
    expect(broken).toEqual([]);
    // The walk did reach the site: pages, posts, pictures and the demo maps.
    const visited = [...seen];
    expect(visited.filter((address) => address.startsWith('/blog/')).length).toBeGreaterThan(5);
    expect(visited.some((address) => address.startsWith('/works/'))).toBe(true);
    expect(visited.some((address) => /\.(webp|png|jpe?g|svg)(\?|$)/.test(address))).toBe(true);
    expect(visited).toContain('/demos/map-demo.js');
  }, 240_000);
});
