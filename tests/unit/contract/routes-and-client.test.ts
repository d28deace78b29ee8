import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('#web/lib/auth/cognito-session', () => ({ getAccessToken: async () => undefined }));

import { API_ROUTES, pathParameterNames, ROUTE_IDS, routePath } from '#domain/schemas/api-routes';
import { API_CONTRACT, type RouteContract } from '#domain/schemas/contract';
import { routes } from '#functions/routes';
import { ApiError, callRoute } from '#web/lib/api-client';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function sent(call = 0): { url: string; method: string | undefined; body: unknown; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[call] ?? [];
  return {
    url: String(url),
    method: init.method,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    headers: new Headers(init.headers),
  };
}

describe('the API routes', () => {
  it('are served by the route table, each once, and each has a contract', () => {
    expect(routes.map((r) => r.id).sort()).toEqual([...ROUTE_IDS].sort());
    expect(Object.keys(API_CONTRACT).sort()).toEqual([...ROUTE_IDS].sort());
  });

  it('give every route with a path parameter a schema for it, and none to the others', () => {
    for (const id of ROUTE_IDS) {
      const contract: RouteContract = API_CONTRACT[id];
      const params = contract.params;
      expect(Object.keys(params?.shape ?? {}).sort(), id).toEqual(
        pathParameterNames(API_ROUTES[id].path).sort(),
      );
    }
  });

  it('fills a path with its parameters, encoded', () => {
    expect(routePath('/api/policies/{id}/files/{fileId}/download', { id: 'P 1', fileId: 'a/b' })).toBe(
      '/api/policies/P%201/files/a%2Fb/download',
    );
    expect(routePath('/api/me')).toBe('/api/me');
    expect(() => routePath('/api/policies/{id}', {})).toThrow(/needs its id/);
  });
});

describe('callRoute', () => {
  it("calls a route by id with its method, its filled path and the body, and answers with the route's answer", async () => {
    const policy = { id: '01J00000000000000000000001', name: 'Home' };
    fetchMock.mockResolvedValue(json(200, policy));
    const answer = await callRoute('update-policy', {
      params: { id: '01J00000000000000000000001' },
      body: { plan: 'Gold' },
    });
    expect(answer).toEqual(policy);
    expect(sent()).toMatchObject({
      url: '/api/policies/01J00000000000000000000001',
      method: 'PATCH',
      body: { plan: 'Gold' },
    });
  });

  it('sends a create once per Idempotency-Key, and again with the same key when busy', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { error: 'Busy' })).mockResolvedValueOnce(json(201, {}));
    await callRoute('create-coverage-request', { body: { description: 'Canoes' }, createOnce: true });
    const [first, second] = [sent(0), sent(1)];
    expect(first.method).toBe('POST');
    expect(first.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(second.headers.get('idempotency-key')).toBe(first.headers.get('idempotency-key'));
  });

  it("rejects with the server's message, as apiFetch does", async () => {
    fetchMock.mockResolvedValue(json(404, { error: 'Assessment not found' }));
    const failure = callRoute('get-assessment', { params: { id: '01J00000000000000000000009' } });
    await expect(failure).rejects.toEqual(new ApiError(404, 'Assessment not found'));
    expect(sent()).toMatchObject({ url: '/api/assessments/01J00000000000000000000009', method: 'GET' });
  });
});

/** Every .ts and .tsx file under a folder. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe('what the web app takes of the contract', () => {
  it('is the schemas and the route list: never the OpenAPI generator, the contract table only as types', () => {
    const web = sourcesUnder(path.join(repoRoot, 'web/src'));
    const shared = sourcesUnder(path.join(repoRoot, 'domain'));
    for (const file of [...web, ...shared]) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(
        /['"][^'"]*(?:@asteasolutions\/zod-to-openapi|functions\/openapi\/)[^'"]*['"]/,
      );
    }
    for (const file of web) {
      const source = readFileSync(file, 'utf8');
      for (const [statement, typeOnly] of source.matchAll(
        /import\s+(type\s+)?[^;]*?from\s+'[^']*domain\/schemas\/contract'/g,
      )) {
        expect(typeOnly, `${file}: ${statement}`).toBeDefined();
      }
    }
  });
});
