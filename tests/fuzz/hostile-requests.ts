// A seeded generator of hostile HTTP requests: wrong types, missing and extra fields, huge
// strings and bodies, invalid UTF-8, naughty strings, prototype-pollution keys, path traversal
// in slugs and queries, wrong methods and content types, bad tokens. The same seed gives the
// same requests, so a failure can be replayed.
import type { Rng } from '../support/seeded-random';

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

export interface FuzzTarget {
  method: 'GET' | 'POST' | 'HEAD' | 'PUT' | 'DELETE';
  /** `:slug` is replaced by a hostile or random slug. */
  path: string;
  /** A valid JSON body; each request breaks it in at least one way, so nothing valid is sent. */
  validBody?: Record<string, unknown>;
  /** The body's required fields: the ones a mutation breaks (an optional field may be dropped validly). */
  required?: string[];
  /** 'bad': always a wrong, malformed or expired bearer; 'valid': a real session token. */
  token?: 'bad' | 'valid';
}

export const NAUGHTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u202e',
  '\ud800',
  'null',
  'undefined',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE posts; --",
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '😀'.repeat(50),
  'Ω≈ç√∫˜µ≤≥÷',
  '\r\nSet-Cookie: x=1',
  'a'.repeat(10_000),
];

const TRAVERSAL_SLUGS = ['..', '../..', '..%2F..%2Fpackage.json', '%2e%2e', 'a%2Fb', '..%5C..%5Cx', '.git', '%00', 'UPPER', 'a.md', 'x'.repeat(500), '%E0%A4%A', '%C0%AE%C0%AE'];
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];
const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '', 'application/json; charset=utf-7'];
const BAD_TOKENS = ['', 'Bearer', 'Bearer ', 'Bearer x', 'Bearer ' + 'a'.repeat(5000), 'Basic YWRtaW46YWRtaW4=', 'Bearer expired-0000', 'bearer null'];

function wrongValue(rng: Rng): unknown {
  return rng.pick<unknown>([null, 0, -1, 1e308, true, [], {}, [1, 2], { a: 1 }, rng.pick(NAUGHTY_STRINGS), 'x'.repeat(rng.pick([1_000, 100_000, 1_100_000]))]);
}

/** Breaks a valid body in at least one way that makes it invalid, then adds noise. */
function breakBody(rng: Rng, valid: Record<string, unknown>, required: string[]): string | Buffer {
  const body: Record<string, unknown> = { ...valid };
  const key = rng.pick(required);
  switch (rng.int(3)) {
    case 0:
      delete body[key];
      break;
    case 1:
      body[key] = rng.pick<unknown>([null, 12345, true, {}, [12345], [{}]]); // wrong for every field
      break;
    default:
      body[key] = 'x'.repeat(rng.pick([20_000, 300_000]));
  }
  if (rng.chance(0.3)) body[rng.pick(POLLUTION_KEYS)] = { polluted: true, isAdmin: true };
  if (rng.chance(0.3)) body[`extra${rng.int(100)}`] = wrongValue(rng);
  const text = JSON.stringify(body);
  switch (rng.int(10)) {
    case 0:
      return text.slice(0, rng.int(text.length)); // truncated JSON
    case 1:
      return Buffer.concat([Buffer.from(text.slice(0, -1)), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"}')]); // invalid UTF-8
    case 2:
      return text.replace('{', '{"__proto__":{"polluted":true},');
    default:
      return text;
  }
}

/** Percent-encodes, sending a lone surrogate as the raw (invalid) UTF-8 bytes it would be. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function hostilePath(rng: Rng, template: string): string {
  let path = template.replace(':slug', rng.chance(0.8) ? rng.pick(TRAVERSAL_SLUGS) : encode(rng.pick(NAUGHTY_STRINGS)).slice(0, 300));
  if (rng.chance(0.3)) path += `?${rng.pick(['tag', 'w', 'q', '__proto__[x]', 'a[b][c]'])}=${encode(rng.pick(NAUGHTY_STRINGS).slice(0, 200))}`;
  return path;
}

export function hostileRequest(rng: Rng, target: FuzzTarget, validToken = ''): HostileRequest {
  const headers: Record<string, string> = {};
  if (target.token === 'valid') headers.Authorization = `Bearer ${validToken}`;
  else if (target.token === 'bad' || rng.chance(0.2)) headers.Authorization = rng.pick(BAD_TOKENS);
  const path = target.path.includes(':slug') ? hostilePath(rng, target.path) : target.path + (rng.chance(0.2) ? `?x=${encode(rng.pick(NAUGHTY_STRINGS).slice(0, 100))}` : '');
  if ((target.method !== 'POST' && target.method !== 'PUT') || !target.validBody) {
    const method = rng.chance(0.15) ? rng.pick(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) : target.method;
    return { method, path, headers, body: method === 'POST' || method === 'PUT' ? rng.pick(NAUGHTY_STRINGS) : undefined };
  }
  headers['Content-Type'] = rng.chance(0.8) ? 'application/json' : rng.pick(CONTENT_TYPES);
  const body = rng.chance(0.05) ? Buffer.alloc(rng.pick([2_000_000, 5_000_000]), 0x61) : breakBody(rng, target.validBody, target.required ?? Object.keys(target.validBody));
  return { method: rng.chance(0.1) ? rng.pick(['PUT', 'DELETE', 'GET', 'POST']) : target.method, path, headers, body };
}
