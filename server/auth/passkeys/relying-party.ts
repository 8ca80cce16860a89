// The passkeys' relying party: the host name a passkey belongs to (its ID) and the origin the
// browser must report. From SITE_URL when it is set (the public address; a proxy's Host does not
// matter then), otherwise from the request's own protocol and Host, so a console opened at
// http://localhost:3000 works with no setting. WebAuthn refuses an IP address as an ID and any
// page that is not a secure context (https, or http on localhost), so both are refused here with
// what to do instead, before the browser gives a vaguer error.
import { isIP } from 'node:net';
import { PasskeyError } from './passkey-error';

export interface RelyingParty {
  /** The host name, without port: `example.com`, `localhost`. */
  id: string;
  /** `https://example.com`, `http://localhost:3000`. */
  origin: string;
}

/** What is read of the request when SITE_URL is unset. */
export interface RequestPlace {
  /** `http` or `https`, as Express names it through the trusted proxy hops. */
  protocol: string;
  /** The Host header (with its port), or undefined when it is missing. */
  host: string | undefined;
}

const isLocalhost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** The relying party for a request; `siteUrl` is SITE_URL as set (undefined when it is not). */
export function relyingParty(siteUrl: string | undefined, request: RequestPlace): RelyingParty {
  const from = siteUrl ? 'SITE_URL' : 'the address in the browser';
  let url: URL;
  try {
    url = new URL(siteUrl ?? `${request.protocol}://${request.host ?? ''}`);
  } catch {
    throw new PasskeyError('unusable', 'passkey_no_host', 'Passkeys need the console opened at a host name, and this request named none. Open the console at its address (for example http://localhost:3000), or set SITE_URL.');
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (!hostname || isIP(hostname) !== 0) {
    throw new PasskeyError(
      'unusable',
      'passkey_ip_address',
      `Passkeys need a host name, not an IP address (${hostname || 'none'}, from ${from}): open the console at http://localhost:${url.port || '3000'} on this machine, or at the site's name over https${siteUrl ? ', and set SITE_URL to that address' : ', or set SITE_URL'}.`,
    );
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalhost(hostname))) {
    throw new PasskeyError('unusable', 'passkey_not_https', `Passkeys need https (or http://localhost on this machine); ${from} is ${url.origin}. Serve the site over https${siteUrl ? ' and set SITE_URL to its https address' : ''}.`);
  }
  return { id: hostname.toLowerCase(), origin: url.origin };
}
