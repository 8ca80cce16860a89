// The content fetch rule against real HTTP servers on 127.0.0.1: the tests' fakes pass only as
// named test origins; every other loopback address, a redirect inward, plain http, an endless
// redirect chain and a body too large are refused with a reason a content note can give.
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeImageHost, type FakeImageHost } from '../../tests/support/fake-image-host';
import { ContentUrlRefusedError, contentUrlFetch, MAX_REDIRECTS, type ContentUrlFetchOptions } from './content-url-fetch';

let provider: FakeImageHost;
let inside: FakeImageHost;
beforeAll(async () => {
  [provider, inside] = await Promise.all([startFakeImageHost({ hugeBytes: 300_000 }), startFakeImageHost()]);
});
afterAll(async () => {
  await Promise.all([provider?.close(), inside?.close()]);
});

const fetcher = (options: Partial<ContentUrlFetchOptions> = {}) => contentUrlFetch({ maxBytes: 200_000, timeoutMs: 2000, testOrigins: [provider.origin], ...options });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentUrlRefusedError);
  return (error as ContentUrlRefusedError).message;
}

/** A DNS of the test's own: names to addresses, and how often each was asked. */
function fakeDns(answers: Record<string, string[] | (() => string[])>) {
  const asked = new Map<string, number>();
  const resolve = async (host: string): Promise<LookupAddress[]> => {
    asked.set(host, (asked.get(host) ?? 0) + 1);
    const answer = answers[host];
    const addresses = typeof answer === 'function' ? answer() : answer;
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked: (host: string) => asked.get(host) ?? 0 };
}

describe('contentUrlFetch', () => {
  it('fetches from a test origin, redirects within it included', async () => {
    const fetch = fetcher();
    expect((await fetch(provider.url('/picture.png'))).equals(provider.image)).toBe(true);
    expect((await fetch(provider.url(`/redirect.png?to=${encodeURIComponent('/picture.png')}`))).equals(provider.image)).toBe(true);
  });

  it('refuses a loopback address, whatever the scheme or name, and never connects to it', async () => {
    const fetch = fetcher();
    const port = new URL(inside.origin).port;
    expect(await refusal(fetch(inside.url('/secret.png')))).toBe(`${inside.url('/secret.png')} is not https: only https addresses are fetched`);
    expect(await refusal(fetch(`https://127.0.0.1:${port}/secret.png`))).toContain('points at 127.0.0.1, this machine (loopback): only public addresses are fetched');
    expect(await refusal(fetch(`https://[::1]:${port}/secret.png`))).toContain('points at ::1, this machine (loopback)');
    expect(await refusal(fetch(`https://[::ffff:127.0.0.1]:${port}/secret.png`))).toContain('IPv4-mapped form of 127.0.0.1');
    expect(await refusal(fetch(`https://localhost:${port}/secret.png`))).toMatch(/names localhost, which resolves to (127\.0\.0\.1|::1), this machine \(loopback\)/);
    expect(await refusal(fetch('https://169.254.169.254/latest/meta-data/'))).toContain('link-local address (where cloud metadata services answer)');
    expect(inside.requests()).toBe(0);
  });

  it('refuses plain http before it looks the name up', async () => {
    const dns = fakeDns({ 'thumbs.example': ['93.184.216.34'] });
    expect(await refusal(fetcher({ resolve: dns.resolve })('http://thumbs.example/x.jpg'))).toBe('http://thumbs.example/x.jpg is not https: only https addresses are fetched');
    expect(dns.asked('thumbs.example')).toBe(0);
  });

  it('checks every address a name resolves to', async () => {
    const dns = fakeDns({ 'thumbs.example': ['93.184.216.34', '10.0.0.7'] });
    expect(await refusal(fetcher({ resolve: dns.resolve })('https://thumbs.example/x.jpg'))).toBe(
      'https://thumbs.example/x.jpg names thumbs.example, which resolves to 10.0.0.7, a private network address: only public addresses are fetched',
    );
  });

  it('refuses a redirect inward, by address or by name, without following it', async () => {
    const dns = fakeDns({ 'intranet.example': ['192.168.0.10'] });
    const fetch = fetcher({ resolve: dns.resolve });
    const toSecret = provider.url(`/redirect.png?to=${encodeURIComponent(inside.url('/secret.png'))}`);
    expect(await refusal(fetch(toSecret))).toBe(`${toSecret} (redirected to ${inside.url('/secret.png')}) is not https: only https addresses are fetched`);
    const toHttpsLoopback = provider.url(`/redirect.png?to=${encodeURIComponent(`https://127.0.0.1:${new URL(inside.origin).port}/secret.png`)}`);
    expect(await refusal(fetch(toHttpsLoopback))).toContain('points at 127.0.0.1, this machine (loopback)');
    const toName = provider.url(`/redirect.png?to=${encodeURIComponent('https://intranet.example/secret.png')}`);
    expect(await refusal(fetch(toName))).toContain('(redirected to https://intranet.example/secret.png) names intranet.example, which resolves to 192.168.0.10, a private network address');
    expect(inside.requests()).toBe(0);
  });

  it(`refuses more than ${MAX_REDIRECTS} redirects`, async () => {
    expect(await refusal(fetcher()(provider.url('/loop/0.png')))).toBe(`${provider.url('/loop/0.png')} redirects more than ${MAX_REDIRECTS} times`);
    expect(provider.requests('/loop/3.png')).toBe(1);
    expect(provider.requests('/loop/4.png')).toBe(0);
  });

  it('refuses a body over the size cap, declared or not', async () => {
    for (const address of ['/huge.jpg', '/huge-declared.jpg']) {
      expect(await refusal(fetcher()(provider.url(address)))).toBe(`${provider.url(address)} is larger than 200000 bytes, more than a thumbnail needs`);
    }
  });

  it('gives up on a host that does not answer in time: a failure to retry, not a refusal', async () => {
    const started = Date.now();
    const error = await fetcher({ timeoutMs: 300 })(provider.url('/silent.jpg')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ContentUrlRefusedError);
    expect((error as Error).message).toBe('took too long');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('connects to the address it checked: a second, different DNS answer is never used', async () => {
    // The name resolves to the fake once; any later answer would point inward (DNS rebinding).
    const port = new URL(provider.origin).port;
    let answers = 0;
    const dns = fakeDns({ 'rebind.test': () => (answers++ === 0 ? ['127.0.0.1'] : ['10.255.255.1']) });
    const fetch = fetcher({ resolve: dns.resolve, testOrigins: [`http://rebind.test:${port}`] });
    expect((await fetch(`http://rebind.test:${port}/picture.png`)).equals(provider.image)).toBe(true);
    expect(dns.asked('rebind.test')).toBe(1);
  });
});
