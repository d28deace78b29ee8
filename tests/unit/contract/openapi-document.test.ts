import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathParameterNames } from '#domain/schemas/api-routes';
import { buildOpenApiDocument, openApiDocument } from '#functions/openapi/document';
import { SERVED_OPENAPI_FILE, writeOpenApiFile } from '#functions/openapi/publish';
import { type RouteDefinition, routes } from '#functions/routes';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  readonly method: string;
  readonly path: string;
  readonly operationId?: string;
  readonly security?: readonly Record<string, readonly string[]>[];
  readonly parameters?: readonly { name: string; in: string; required?: boolean }[];
  readonly responses: Record<string, { $ref?: string; description?: string; content?: unknown }>;
}

type Json = Record<string, unknown>;

/** Every operation of a document, with its method and path. */
function operationsOf(document: { paths?: unknown }): Operation[] {
  return Object.entries((document.paths ?? {}) as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method] as Omit<Operation, 'method' | 'path'> | undefined;
      return operation ? [{ ...operation, method: method.toUpperCase(), path }] : [];
    }),
  );
}

/** Every `$ref` anywhere in a value, with where it was found. */
function refsIn(value: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => refsIn(item, `${at}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [{ ref: inner, at }] : refsIn(inner, `${at}/${key}`),
  );
}

/** What a local reference ('#/components/schemas/Policy') points at, or undefined. */
function resolve(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Json)[part] : undefined),
      document,
    );
}

const functionsDir = path.resolve(import.meta.dirname, '../../../functions');
const document = openApiDocument();
const operations = operationsOf(document);

describe('the OpenAPI document and the route table', () => {
  it('has one operation per route of the table, under its id, method and path, and no other', () => {
    const described = operations.map((o) => `${o.method} ${o.path} ${o.operationId}`).sort();
    const served = routes.map((r) => `${r.method} ${r.path} ${r.id}`).sort();
    expect(described).toEqual(served);
  });

  it('refuses a route table with a route that has no contract', () => {
    const unknown: RouteDefinition = {
      id: 'list-unknowns',
      method: 'GET',
      path: '/api/unknowns',
      handler: 'handlers/system/list-unknowns',
      access: 'public',
      permissions: [],
    };
    expect(() => buildOpenApiDocument([...routes, unknown])).toThrow(/list-unknowns has no contract/);
  });

  it('asks for a bearer token on signed-in routes only, and says they may answer 401', () => {
    for (const route of routes) {
      const operation = operations.find((o) => o.operationId === route.id);
      const bearer = (operation?.security ?? []).some((requirement) => 'bearerAuth' in requirement);
      expect(bearer, route.id).toBe(route.access === 'user');
      expect(Object.keys(operation?.responses ?? {}).includes('401'), route.id).toBe(route.access === 'user');
    }
  });

  it('describes each answer: one success with its schema, and { error } for the rest', () => {
    for (const operation of operations) {
      const statuses = Object.keys(operation.responses);
      const successes = statuses.filter((s) => s.startsWith('2'));
      expect(successes, operation.operationId).toHaveLength(1);
      expect(JSON.stringify(operation.responses[successes[0] ?? '']), operation.operationId).toContain(
        'application/json',
      );
      for (const status of statuses.filter((s) => !s.startsWith('2'))) {
        const ref = operation.responses[status]?.$ref ?? '';
        const response = resolve(document, ref) as Json | undefined;
        expect(JSON.stringify(response?.content), `${operation.operationId} ${status}`).toContain(
          '#/components/schemas/ApiError',
        );
      }
    }
    expect(document.components?.schemas?.ApiError).toMatchObject({
      type: 'object',
      properties: { error: { type: 'string' } },
      required: ['error'],
    });
  });
});

describe('the OpenAPI document is well formed', () => {
  it('is OpenAPI 3.1 with a title and a version', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('PolicyLens API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('resolves every $ref', () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(routes.length);
    const dangling = refs.filter(({ ref }) => resolve(document, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('declares every path parameter as required, and no path parameter the path does not have', () => {
    for (const operation of operations) {
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), `${operation.method} ${operation.path}`).toEqual(
        pathParameterNames(operation.path).sort(),
      );
      expect(declared.every((p) => p.required === true)).toBe(true);
    }
  });

  it('has unique operation ids and names only security schemes it defines', () => {
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const schemes = Object.keys(document.components?.securitySchemes ?? {});
    const named = operations.flatMap((o) => (o.security ?? []).flatMap((s) => Object.keys(s)));
    expect(named.every((name) => schemes.includes(name))).toBe(true);
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('takes an Idempotency-Key exactly on the routes whose handler runs its create once per key', () => {
    for (const route of routes) {
      const handler = readFileSync(path.join(functionsDir, `${route.handler}.ts`), 'utf8');
      const operation = operations.find((o) => o.operationId === route.id);
      const takesKey = (operation?.parameters ?? []).some(
        (p) => p.in === 'header' && p.name === 'Idempotency-Key',
      );
      expect(takesKey, route.id).toBe(/createOnce: '/.test(handler));
      // The key sent again with other details is refused.
      expect(Object.keys(operation?.responses ?? {}).includes('422'), route.id).toBe(takesKey);
    }
  });
});

describe('the OpenAPI document the API serves', () => {
  it('is the file generated from the schemas and the route table (npm run openapi writes it)', () => {
    const served = JSON.parse(readFileSync(SERVED_OPENAPI_FILE, 'utf8'));
    expect(served, 'functions/openapi/openapi.json is out of date: run npm run openapi').toEqual(
      JSON.parse(JSON.stringify(document)),
    );
  });
});

describe('the OpenAPI document in the site build', () => {
  it('is written as openapi.json beside the pages, the same document the API serves', () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-openapi-'));
    try {
      expect(writeOpenApiFile(outDir)).toBe('openapi.json');
      expect(JSON.parse(readFileSync(path.join(outDir, 'openapi.json'), 'utf8'))).toEqual(document);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
