import { describe, expect, it } from 'vitest';
import { matchRoute, type Permission, pathExists, routes } from '#functions/routes';

/** What only reads: a GET route may be granted nothing else. */
const READ_ONLY: readonly Permission[] = ['table:read', 'documents:read', 'users:read', 'users:find'];

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

  it('grants a GET route nothing that writes: a GET runs beside the closed-account check', () => {
    // A write there would be done for a deleted account's token too, though it is answered 401.
    const writing = routes
      .filter((r) => r.method === 'GET')
      .filter(
        (r) => r.permissions.some((p) => !READ_ONLY.includes(p)) || (r.reminders ?? []).includes('schedule'),
      )
      .map((r) => r.id);
    expect(writing).toEqual([]);
    expect(matchRoute('POST', '/api/me/export')?.route.id).toBe('export-me');
    expect(matchRoute('GET', '/api/me/export')).toBeUndefined();
  });

  it('keeps account routes private', () => {
    expect(matchRoute('GET', '/api/me')?.route.access).toBe('user');
  });
});
