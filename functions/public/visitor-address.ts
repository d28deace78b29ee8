import { isIPv4, isIPv6 } from 'node:net';
import type { HttpEvent } from '../lib/http';

/**
 * Who a public form's rate limit counts against. An IPv4 address is one connection's; an IPv6
 * host is usually given a whole /64 (2^64 addresses) and may take a fresh one for each request,
 * so a limit keyed on the whole address would not limit anything: it counts the /64.
 */

/** The visitor's address: CloudFront's viewer header in AWS (address:port), the connection locally. */
export function visitorAddress(event: HttpEvent): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext.http.sourceIp;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail as its two). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  let text = address;
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${address.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The rate-limit key of an address: an IPv4 address as it is (one mapped into IPv6 too), an IPv6
 * address as its /64 network ("2001:db8:1:2::/64"), anything else as given. Pure.
 */
export function rateLimitKey(address: string): string {
  const bare = address.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((g) => [g >> 8, g & 0xff]).join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
