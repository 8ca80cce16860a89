// Security headers on every answer: CSP from the content's hosts, no sniffing, a strict referrer
// policy, no framing by other sites, and HSTS only when the request came over HTTPS. helmet
// decides the static ones; they are read from it once at start, so the headers of an answer are
// plain values, the same for answers sent through Express and by the short path (decision 022).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { ContentIndex } from '../content/content-index';
import { VersionCache } from '../content/version-cache';
import { cspDirectives, serializeCsp } from './content-security-policy';

const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaders {
  /** Sets the headers on every answer that goes through Express. */
  middleware: RequestHandler;
  /** Every header, by name; one frozen object per content version and scheme. */
  values(secure: boolean): Readonly<Record<string, string>>;
}

/** The headers helmet sets with our options, recorded from one run of its middleware. */
function helmetHeaders(): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The template viewer opens in a new tab and the map overlay frames other origins.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => (finished = true));
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

export function securityHeaders(index: ContentIndex): SecurityHeaders {
  const fixed = helmetHeaders();
  const byScheme = new VersionCache<boolean, Readonly<Record<string, string>>>(index);
  const values = (secure: boolean) =>
    byScheme.getOrBuild(secure, () =>
      Object.freeze({ ...fixed, 'Content-Security-Policy': serializeCsp(cspDirectives(index, secure)), ...(secure ? { 'Strict-Transport-Security': HSTS } : {}) }),
    );
  return {
    values,
    middleware: (req, res, next) => {
      for (const [name, value] of Object.entries(values(req.secure))) res.setHeader(name, value);
      next();
    },
  };
}
