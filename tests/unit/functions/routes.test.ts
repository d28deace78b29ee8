import { describe, expect, it } from 'vitest';
import { matchRoute, pathExists, routes } from '#functions/routes';

describe('route table', () => {
  it('matches a route by method and path, as API Gateway does', () => {
    const match = matchRoute('GET', '/api/health');
    expect(match?.route.id).toBe('get-health');
    expect(match?.routeKey).toBe('GET /api/health');
    expect(matchRoute('POST', '/api/health')).toBeUndefined();
    expect(matchRoute('GET', '/api/health/extra')).toBeUndefined();
  });

  it('tells a known path with another method from an unknown path', () => {
    expect(pathExists('/api/health')).toBe(true);
    expect(pathExists('/api/unknown')).toBe(false);
  });

  it('has unique ids and unique method+path pairs, each with a handler module', () => {
    const ids = routes.map((r) => r.id);
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes) {
      expect(route.path.startsWith('/api/')).toBe(true);
      expect(route.handler).toMatch(/^handlers\/[a-z-]+\/[a-z-]+$/);
    }
  });

  it('keeps account routes private', () => {
    expect(matchRoute('GET', '/api/me')?.route.access).toBe('user');
  });
});
