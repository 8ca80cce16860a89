// Security headers on every answer (helmet): CSP from the content's hosts, no sniffing, a strict
// referrer policy, no framing by other sites, and HSTS only when the request came over HTTPS.
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { ContentIndex } from '../content/content-index';
import { VersionCache } from '../content/version-cache';
import { cspDirectives, serializeCsp } from './content-security-policy';

const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(index: ContentIndex): RequestHandler {
  const base = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The template viewer opens in a new tab and the map overlay frames other origins.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const policies = new VersionCache<boolean, string>(index);
  const policy = (secure: boolean) => policies.getOrBuild(secure, () => serializeCsp(cspDirectives(index, secure)));

  return (req, res, next) => {
    res.setHeader('Content-Security-Policy', policy(req.secure));
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    base(req, res, next);
  };
}
