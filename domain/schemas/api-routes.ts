/**
 * Every route of the API by its id: how it is called and who may call it. The server's route table
 * (functions/routes.ts) adds how each one runs; the web client calls routes by these ids. No zod
 * here, so the web app can use it without the schemas.
 */
export type RouteAccess = 'public' | 'user';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  readonly method: HttpMethod;
  /** API Gateway path, with {param} placeholders. */
  readonly path: string;
  readonly access: RouteAccess;
}

export const API_ROUTES = {
  'get-health': { method: 'GET', path: '/api/health', access: 'public' },
  'get-openapi': { method: 'GET', path: '/api/openapi.json', access: 'public' },
  'get-me': { method: 'GET', path: '/api/me', access: 'user' },
  'update-me': { method: 'PATCH', path: '/api/me', access: 'user' },
  'delete-me': { method: 'DELETE', path: '/api/me', access: 'user' },
  // Writes a zip of the account: a POST, so it starts only once the account is known to be open.
  'export-me': { method: 'POST', path: '/api/me/export', access: 'user' },
  // Told by the app once the user pool has changed the password: signs every session out, and mails.
  'report-password-change': { method: 'POST', path: '/api/me/password-change', access: 'user' },
  'list-insurance-types': { method: 'GET', path: '/api/insurance-types', access: 'public' },
  'list-policies': { method: 'GET', path: '/api/policies', access: 'user' },
  'create-policy': { method: 'POST', path: '/api/policies', access: 'user' },
  'create-quick-policy': { method: 'POST', path: '/api/policies/quick', access: 'user' },
  'complete-policy': { method: 'POST', path: '/api/policies/{id}/complete', access: 'user' },
  'get-policy': { method: 'GET', path: '/api/policies/{id}', access: 'user' },
  'update-policy': { method: 'PATCH', path: '/api/policies/{id}', access: 'user' },
  'delete-policy': { method: 'DELETE', path: '/api/policies/{id}', access: 'user' },
  'download-policy-file': {
    method: 'GET',
    path: '/api/policies/{id}/files/{fileId}/download',
    access: 'user',
  },
  'submit-contact': { method: 'POST', path: '/api/contact', access: 'public' },
  'subscribe-newsletter': { method: 'POST', path: '/api/newsletter', access: 'public' },
  'record-event': { method: 'POST', path: '/api/events', access: 'public' },
  'create-coverage-request': { method: 'POST', path: '/api/coverage-requests', access: 'user' },
  'list-coverage': { method: 'GET', path: '/api/coverage', access: 'user' },
  'calculate-coverage': { method: 'POST', path: '/api/coverage/{itemType}', access: 'user' },
  'get-coverage-job': { method: 'GET', path: '/api/coverage-jobs/{id}', access: 'user' },
  'list-assessments': { method: 'GET', path: '/api/assessments', access: 'user' },
  'create-assessment': { method: 'POST', path: '/api/assessments', access: 'user' },
  'get-assessment': { method: 'GET', path: '/api/assessments/{id}', access: 'user' },
  'retry-assessment': { method: 'POST', path: '/api/assessments/{id}/retry', access: 'user' },
  'get-reminder-preference': { method: 'GET', path: '/api/me/reminders', access: 'user' },
  'update-reminder-preference': { method: 'PUT', path: '/api/me/reminders', access: 'user' },
  'unsubscribe-reminders': { method: 'POST', path: '/api/reminders/unsubscribe', access: 'public' },
} as const satisfies Record<string, ApiRoute>;

export type RouteId = keyof typeof API_ROUTES;

export const ROUTE_IDS = Object.keys(API_ROUTES) as RouteId[];

/** The names of a path's {param} placeholders: '/api/policies/{id}' → 'id'. */
type PlaceholdersOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** A route's path parameters, each a string. */
export type RouteParams<Id extends RouteId> = {
  readonly [Name in PlaceholdersOf<(typeof API_ROUTES)[Id]['path']>]: string;
};

/** The names of a path's placeholders, in order. Pure. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}

/** The path of a call to a route: each placeholder filled with its parameter, encoded. Pure. */
export function routePath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path ${path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}
