import { describe, expect, it } from 'vitest';
import { theLocalStack } from '../steps/local-stack';

/**
 * The headers every answer carries, pages and API alike, as CloudFront's response-headers policy
 * adds them in AWS (tests/infra/security.test.ts checks that policy in the template).
 */
const { appUrl } = theLocalStack();

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('security headers of the local app', () => {
  it.each(['/', '/login', '/blog', '/api/health', '/api/insurance-types'])('%s', async (path) => {
    const res = await fetch(`${appUrl}${path}`);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}; includeSubDomains/);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves pages with no inline script for the policy to allow', async () => {
    const html = await (await fetch(`${appUrl}/`)).text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/type="application\/(ld\+)?json"/.test(m[0]) && (m[1] ?? '').trim() !== '',
    );
    expect(inline).toEqual([]);
  });
});
