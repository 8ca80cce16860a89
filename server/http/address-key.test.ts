import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('groups IPv6 addresses by their /64, however they are written', () => {
    const group = addressKey('2001:db8:1:1::1');
    expect(group).toBe('2001:db8:1:1::/64');
    for (const address of ['2001:db8:1:1::1e', '2001:0db8:0001:0001:ffff:0:0:1', '2001:DB8:1:1:abcd::9']) expect(addressKey(address)).toBe(group);
    expect(addressKey('2001:db8:1:2::1')).not.toBe(group);
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:cb00:7105')).toBe('203.0.113.5');
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('203.0.113.6')).not.toBe(addressKey('203.0.113.5'));
  });

  it('keeps what is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
