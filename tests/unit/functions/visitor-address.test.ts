import { describe, expect, it } from 'vitest';
import type { HttpEvent } from '#functions/lib/http';
import { rateLimitKey, visitorAddress } from '#functions/public/visitor-address';

/** An API Gateway event with the viewer header CloudFront adds (or none) and the connection's address. */
const eventFrom = (viewer: string | undefined, sourceIp = '10.0.0.1') =>
  ({
    headers: viewer === undefined ? {} : { 'cloudfront-viewer-address': viewer },
    requestContext: { http: { sourceIp } },
  }) as unknown as HttpEvent;

describe("a public form's rate-limit key", () => {
  it('is an IPv4 address itself, written plainly or mapped into IPv6', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(rateLimitKey('203.0.113.8')).not.toBe(rateLimitKey('203.0.113.7'));
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:3:4:5:6',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a::9%eth0',
      '2001:db8:1:2:0:0:192.0.2.33',
    ])
      expect(rateLimitKey(address), address).toBe(key);
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(key);
    expect(rateLimitKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(rateLimitKey('unknown')).toBe('unknown');
    expect(rateLimitKey('')).toBe('');
  });

  it("reads the visitor's address from CloudFront's header, with or without brackets, else the connection", () => {
    expect(visitorAddress(eventFrom('198.51.100.10:46532'))).toBe('198.51.100.10');
    expect(visitorAddress(eventFrom('[2001:db8:1:2::9]:443'))).toBe('2001:db8:1:2::9');
    expect(visitorAddress(eventFrom('2001:db8:1:2::9:443'))).toBe('2001:db8:1:2::9');
    expect(visitorAddress(eventFrom(undefined, '192.0.2.1'))).toBe('192.0.2.1');
    // Two requests from one IPv6 host's /64 count as one visitor.
    expect(rateLimitKey(visitorAddress(eventFrom('[2001:db8:1:2::9]:443')))).toBe(
      rateLimitKey(visitorAddress(eventFrom('[2001:db8:1:2:ab:cd:ef:1]:50000'))),
    );
  });
});
