import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it.each([
    ['an IPv4 address as it is', '203.0.113.7', '203.0.113.7'],
    ['an IPv4-mapped IPv6 address as the IPv4 one', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 address by its /64', '2001:db8:a:b:1:2:3:4', '2001:db8:a:b::/64'],
    ['a shortened IPv6 address written out', '2001:db8::1', '2001:db8:0:0::/64'],
    ['leading zeros and capitals alike', '2001:0DB8:000a:0b::9', '2001:db8:a:b::/64'],
    ['an IPv6 address with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['the loopback', '::1', '0:0:0:0::/64'],
    ['an embedded IPv4 tail', '64:ff9b:1:2::192.0.2.1', '64:ff9b:1:2::/64'],
    ['anything else as it is', 'not-an-address', 'not-an-address'],
  ])('counts %s', (_, ip, expected) => {
    expect(clientAddress(ip)).toBe(expected);
  });

  it('gives every address of one /64 the same client, and the next /64 another', () => {
    expect(clientAddress('2001:db8:1:2::a')).toBe(clientAddress('2001:db8:1:2:ffff::1'));
    expect(clientAddress('2001:db8:1:2::a')).not.toBe(clientAddress('2001:db8:1:3::a'));
  });
});
