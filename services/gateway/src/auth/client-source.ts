import { isIPv4, isIPv6 } from 'node:net';

/**
 * Where sign-in attempts come from, as the limits count them: an IPv4 address, or the /64 of an
 * IPv6 one (one subscriber's network gets a whole /64, so counting single IPv6 addresses would
 * hand an attacker 2^64 fresh sources). An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function clientSource(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip || 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  let address = ip.split('%')[0]!.toLowerCase();
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = address.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
