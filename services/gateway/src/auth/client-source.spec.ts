import { clientSource } from './client-source.js';

describe('clientSource', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:abcd::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['', 'unknown'],
    ['unknown', 'unknown'],
  ])('counts %s as %s', (ip, source) => {
    expect(clientSource(ip)).toBe(source);
  });

  it('puts every address of one /64 in one source, and another /64 in another', () => {
    expect(clientSource('2001:db8:1:2::a')).toBe(clientSource('2001:db8:1:2:ffff::b'));
    expect(clientSource('2001:db8:1:3::a')).not.toBe(clientSource('2001:db8:1:2::a'));
  });
});
