import { createHash } from 'node:crypto';
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
    // The site's own files, and one inline script named by its hash (the home page's A/B variation).
    expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}; includeSubDomains/);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves pages whose only inline script is the one the policy names by its hash', async () => {
    const allowed = directives((await fetch(`${appUrl}/`)).headers.get('content-security-policy')).get(
      'script-src',
    );
    for (const path of ['/', '/login', '/blog', '/contact']) {
      const html = await (await fetch(`${appUrl}${path}`)).text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
        .filter((m) => !/type="application\/(ld\+)?json"/.test(m[0]) && (m[1] ?? '').trim() !== '')
        .map(
          (m) =>
            `'sha256-${createHash('sha256')
              .update(m[1] ?? '')
              .digest('base64')}'`,
        );
      // The home page decides its A/B variation before it paints; no other page has inline script.
      expect(inline, path).toHaveLength(path === '/' ? 1 : 0);
      for (const hash of inline) expect(allowed, path).toContain(hash);
    }
  });
});
