// Whether an IP address is a public one the server may connect to for content (a thumbnail to
// copy), and if not, why, in words an owner can read in a content note. Content is untrusted:
// a URL in it must never make the server talk to itself, the host's network or a cloud's
// metadata service (decision 079). The rule is an allowlist at heart: IPv4 outside every
// special-use block, IPv6 inside global unicast (2000::/3) and outside its special-use blocks.
// Addresses that carry an IPv4 address inside an IPv6 one (mapped, NAT64, 6to4) are judged by
// the IPv4 address they lead to.
import { isIPv4, isIPv6 } from 'node:net';

interface Block {
  base: bigint;
  bits: number;
  why: string;
}

const V4_BLOCKS: Block[] = [
  ['0.0.0.0/8', '"this network", which reaches this machine'],
  ['10.0.0.0/8', 'a private network address'],
  ['100.64.0.0/10', 'a carrier-grade NAT address (shared, not public)'],
  ['127.0.0.0/8', 'this machine (loopback)'],
  ['169.254.0.0/16', 'a link-local address (where cloud metadata services answer)'],
  ['172.16.0.0/12', 'a private network address'],
  ['192.0.0.0/24', 'reserved for protocol use'],
  ['192.0.2.0/24', 'reserved for documentation'],
  ['192.88.99.0/24', 'a retired 6to4 relay address'],
  ['192.168.0.0/16', 'a private network address'],
  ['198.18.0.0/15', 'reserved for network benchmarks'],
  ['198.51.100.0/24', 'reserved for documentation'],
  ['203.0.113.0/24', 'reserved for documentation'],
  ['224.0.0.0/4', 'a multicast address'],
  ['240.0.0.0/4', 'a reserved address (or broadcast)'],
].map(([cidr, why]) => block(cidr!, why!));

const V6_BLOCKS: Block[] = [
  ['::/128', 'the unspecified address, which reaches this machine'],
  ['::1/128', 'this machine (loopback)'],
  ['64:ff9b:1::/48', 'a local NAT64 address'],
  ['100::/64', 'a discard-only address'],
  ['2001::/23', 'reserved for protocol use'],
  ['2001:db8::/32', 'reserved for documentation'],
  ['3fff::/20', 'reserved for documentation'],
  ['fc00::/7', 'a unique-local (private) address'],
  ['fe80::/10', 'a link-local address'],
  ['fec0::/10', 'a site-local (private) address'],
  ['ff00::/8', 'a multicast address'],
].map(([cidr, why]) => block(cidr!, why!));

const GLOBAL_UNICAST = block('2000::/3', '');
/** IPv6 forms that carry an IPv4 address: where it sits (bits from the right) and their name. */
const CARRIERS: { block: Block; shift: bigint }[] = [
  { block: block('::ffff:0:0/96', 'IPv4-mapped'), shift: 0n },
  { block: block('64:ff9b::/96', 'NAT64'), shift: 0n },
  { block: block('2002::/16', '6to4'), shift: 80n },
];

/** Why `address` is not a public address the server may connect to, or null when it is one. */
export function whyNotPublic(address: string): string | null {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) return matchOf(V4_BLOCKS, ipv4Value(bare), 32);
  if (!isIPv6(bare)) return 'not an IP address';
  const value = ipv6Value(bare);
  for (const { block: carrier, shift } of CARRIERS) {
    if (!inBlock(value, carrier, 128)) continue;
    const inner = Number((value >> shift) & 0xffffffffn);
    const innerText = [24, 16, 8, 0].map((at) => (inner >>> at) & 0xff).join('.');
    const why = matchOf(V4_BLOCKS, BigInt(inner), 32);
    return why && `an ${carrier.why} form of ${innerText}, ${why}`;
  }
  const why = matchOf(V6_BLOCKS, value, 128);
  if (why) return why;
  return inBlock(value, GLOBAL_UNICAST, 128) ? null : 'outside the public (global unicast) IPv6 range';
}

function block(cidr: string, why: string): Block {
  const [base, bits] = cidr.split('/') as [string, string];
  return { base: isIPv4(base) ? ipv4Value(base) : ipv6Value(base), bits: Number(bits), why };
}

function inBlock(value: bigint, { base, bits }: Block, width: number): boolean {
  const shift = BigInt(width - bits);
  return value >> shift === base >> shift;
}

function matchOf(blocks: Block[], value: bigint, width: number): string | null {
  return blocks.find((candidate) => inBlock(value, candidate, width))?.why ?? null;
}

function ipv4Value(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

/** An IPv6 address (checked by isIPv6, a dotted IPv4 tail allowed) as a 128-bit number. */
function ipv6Value(address: string): bigint {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = Number(ipv4Value(dotted[1]!));
    text = `${text.slice(0, dotted.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? (text.split('::') as [string, string]) : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}
