import { describe, expect, it } from 'vitest';
import { whyNotPublic } from './public-address';

describe('whyNotPublic', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['0.0.0.0', 'this network'],
    ['0.1.2.3', 'this network'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['169.254.169.254', 'metadata'],
    ['192.0.0.170', 'protocol'],
    ['198.18.0.1', 'benchmarks'],
    ['203.0.113.7', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped form of 127.0.0.1, this machine'],
    ['::ffff:7f00:1', 'IPv4-mapped form of 127.0.0.1'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['64:ff9b::a00:1', 'NAT64 form of 10.0.0.1'],
    ['64:ff9b::127.0.0.1', 'NAT64 form of 127.0.0.1'],
    ['64:ff9b:1::1', 'local NAT64'],
    ['2002:7f00:1::', '6to4 form of 127.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4 form of 169.254.169.254'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'protocol'],
    ['::127.0.0.1', 'global unicast'],
    ['100::1', 'discard'],
    ['4000::1', 'global unicast'],
    ['not-an-address', 'not an IP address'],
  ])('refuses %s (%s)', (address, words) => {
    expect(whyNotPublic(address)).toContain(words);
  });

  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '11.0.0.1', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    'lets %s through: a public address',
    (address) => {
      expect(whyNotPublic(address)).toBeNull();
    },
  );
});
