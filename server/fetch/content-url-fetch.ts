// The one way the server fetches a URL that content names (today: the tutorial's thumbnail, which
// it copies so no page sends a visitor's browser to the video provider). Content is untrusted, so
// the URL must not lead the server inward (decision 079):
//   - https only, with no user name or password in it;
//   - the host is resolved once, here, and every address it resolves to must be public
//     (public-address.ts); the connection is then made to that checked address (a `lookup` that
//     answers it), so a second, different DNS answer (rebinding) is never used;
//   - each redirect is a new URL checked the same way, at most MAX_REDIRECTS of them;
//   - the body may be at most `maxBytes`, and the whole fetch, redirects included, `timeoutMs`.
// A URL the rule forbids is a ContentUrlRefusedError, whose reason is written for a content note;
// a host that is down or slow is an ordinary failure, to be tried again later.
// Tests run their fakes on 127.0.0.1 over http: they let exactly those origins through with
// `testOrigins` (CONTENT_FETCH_TEST_ORIGINS, which config.ts accepts only with NODE_ENV=test).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { whyNotPublic } from './public-address';

export const MAX_REDIRECTS = 3;

export class ContentUrlRefusedError extends Error {
  constructor(
    readonly url: string,
    /** Why, in words for a content note ("is not https: …"). */
    readonly reason: string,
  ) {
    super(`${url} ${reason}`);
  }
}

export interface ContentUrlFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Origins (`http://127.0.0.1:4100`) let through without the https and address rules: tests' fakes only. */
  testOrigins?: readonly string[];
  /** How host names are resolved; default dns.lookup (all addresses). Tests give a fake DNS. */
  resolve?: (host: string) => Promise<LookupAddress[]>;
}

export type ContentUrlFetch = (url: string) => Promise<Buffer>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve = (host: string) =>
  new Promise<LookupAddress[]>((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

export function contentUrlFetch({ maxBytes, timeoutMs, testOrigins = [], resolve = systemResolve }: ContentUrlFetchOptions): ContentUrlFetch {
  const allowed = new Set(testOrigins);

  /** The URL's address, once checked: where the connection goes. */
  async function checkedAddress(url: URL, shown: string, signal: AbortSignal): Promise<LookupAddress> {
    const fromTest = allowed.has(url.origin);
    if (url.protocol !== 'https:' && !fromTest) throw new ContentUrlRefusedError(shown, `is not https: only https addresses are fetched`);
    if (url.username || url.password) throw new ContentUrlRefusedError(shown, 'carries a user name or password');
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await abortable(resolve(host), signal);
    if (addresses.length === 0) throw new Error(`${host} has no address`);
    if (!fromTest) {
      for (const { address } of addresses) {
        const why = whyNotPublic(address);
        if (why) throw new ContentUrlRefusedError(shown, host === address ? `points at ${address}, ${why}: only public addresses are fetched` : `names ${host}, which resolves to ${address}, ${why}: only public addresses are fetched`);
      }
    }
    return addresses[0]!;
  }

  return async (text) => {
    const signal = AbortSignal.timeout(timeoutMs);
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new ContentUrlRefusedError(text, 'is not a web address');
    }
    // A redirect's refusal names the hop that was refused, after the URL the content gave.
    let shown = text;
    for (let hops = 0; ; hops += 1) {
      const address = await checkedAddress(url, shown, signal);
      const response = await get(url, address, signal);
      if (REDIRECTS.has(response.statusCode ?? 0)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) throw new Error(`HTTP ${response.statusCode} without a Location`);
        if (hops >= MAX_REDIRECTS) throw new ContentUrlRefusedError(text, `redirects more than ${MAX_REDIRECTS} times`);
        url = new URL(location, url);
        shown = `${text} (redirected to ${url.href})`;
        continue;
      }
      if (response.statusCode !== 200) {
        response.destroy();
        throw new Error(`HTTP ${response.statusCode}`);
      }
      return readCapped(response, maxBytes, text, signal);
    }
  };
}

/** One GET to the checked address; the URL's host name still names the site (Host, TLS name). */
function get(url: URL, { address, family }: LookupAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as (error: null, addresses: LookupAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { agent: false, lookup: pinned, signal, headers: { accept: 'image/*', 'user-agent': 'Folio' } }, resolve);
    request.on('error', (error) => reject(signal.aborted ? new Error('took too long') : error));
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number, url: string, signal: AbortSignal): Promise<Buffer> {
  const tooLarge = () => new ContentUrlRefusedError(url, `is larger than ${formatBytes(maxBytes)}, more than a thumbnail needs`);
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    response.destroy();
    if (signal.aborted && !(error instanceof ContentUrlRefusedError)) throw new Error('took too long');
    throw error;
  }
  return Buffer.concat(chunks);
}

/** DNS lookups cannot be cancelled; the fetch stops waiting for one at its deadline. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error('took too long'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`;
}
