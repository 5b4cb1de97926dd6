import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/** Fastify's `trustProxy`: nobody, everybody, or a comma-separated list of proxies (addresses and subnets). */
export type TrustProxy = boolean | string;

/** Which hops' X-Forwarded-* headers to believe, compiled the way Fastify compiles its `trustProxy`. */
export function trustFunction(trustProxy: TrustProxy): (address: string, hop: number) => boolean {
  if (typeof trustProxy === 'boolean') {
    return () => trustProxy;
  }
  return proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two), `::` expanded. */
function ipv6Groups(address: string): string[] {
  const [withoutZone = ''] = address.split('%');
  const [head = '', tail] = withoutZone.split('::');
  const split = (part: string | undefined) => (part === undefined || part === '' ? [] : part.split(':'));
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const headGroups = split(head);
  const tailGroups = split(tail);
  const zeros = tail === undefined ? 0 : 8 - width(headGroups) - width(tailGroups);
  return [...headGroups, ...Array.from({ length: zeros }, () => '0'), ...tailGroups];
}

/**
 * The key per-address limits count by: an IPv4 address as it is (also when IPv4-mapped), an IPv6 address by
 * its /64, since a single host is usually handed a whole /64 to pick addresses from.
 */
export function addressKey(address: string): string {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped?.[1] !== undefined) {
    return mapped[1];
  }
  if (!isIPv6(address.split('%')[0] ?? '')) {
    return address;
  }
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}

/** The client's address as REST sees it (`request.ip`), keyed for per-address limits. */
export function clientAddressKey(
  request: IncomingMessage,
  trust: (address: string, hop: number) => boolean,
): string {
  return addressKey(proxyAddr(request, trust));
}
