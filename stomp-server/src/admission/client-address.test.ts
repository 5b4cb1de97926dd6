import { describe, expect, it } from 'vitest';
import { addressKey, trustFunction } from './client-address';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['a::b:c:d:e:1.2.3.4', 'a:0:b:c::/64'],
  ])('keys %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe('trustFunction', () => {
  it('trusts nobody, everybody, or the listed proxies', () => {
    expect(trustFunction(false)('127.0.0.1', 0)).toBe(false);
    expect(trustFunction(true)('198.51.100.1', 0)).toBe(true);
    const listed = trustFunction('127.0.0.1, 10.0.0.0/8');
    expect(listed('10.1.2.3', 0)).toBe(true);
    expect(listed('198.51.100.1', 0)).toBe(false);
  });
});
