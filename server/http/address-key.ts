// The one answer to "who is asking?" for every limit kept per visitor (sign-in checks and
// failures, the lead forms, image renditions). A visitor is an address group, not an address:
// one IPv6 subscriber gets a whole /64 (2^64 addresses, one per guess if they like), so IPv6
// addresses are grouped by their /64, and an IPv4 address written as IPv6 (`::ffff:a.b.c.d`,
// what a dual-stack socket reports) is that IPv4 address. The address itself is Express's
// `req.ip`, which names the visitor only through the hops `TRUST_PROXY` trusts (docs/deploy.md).
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/** The IPv6 prefix one subscriber is given: the smallest group a limit can tell apart. */
export const IPV6_GROUP_BITS = 64;

/** `2001:db8:1:1::/64` for any address in that /64, `203.0.113.5` for it and `::ffff:203.0.113.5`. */
export function addressKey(address: string): string {
  return ipKeyGenerator(address, IPV6_GROUP_BITS);
}

/** The address a request came from, as Express's trusted hops name it (the proxy's word, or the socket's). */
export function requestAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** The address group a request counts against. */
export function requestAddressKey(req: Request): string {
  return addressKey(requestAddress(req));
}
