import { inLocalTime } from '#domain/analysis-limits';
import { API_ROUTES, type RouteId, type RouteParams, routePath } from '#domain/schemas/api-routes';
import type { RouteBody, RouteResponse } from '#domain/schemas/contract';
import { mayHaveStoredSession } from './auth/stored-session';

/** A failed API call: the HTTP status (0 when the server could not be reached) and a message to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** For a limit reached (429): when it may be tried again, from the Retry-After header. */
    readonly retryAt?: Date,
  ) {
    super(message);
  }
}

/** When a refused request may be sent again, if the answer says (Retry-After in seconds). */
function retryAtOf(response: Response): Date | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(Date.now() + seconds * 1000) : undefined;
}

/** The error of a refused answer; a limit's time to try again is said in the user's own time. */
function refusal(response: Response, payload: unknown): ApiError {
  const message = apiErrorMessage(response.status, response.statusText, payload);
  const retryAt = response.status === 429 ? retryAtOf(response) : undefined;
  if (!retryAt) return new ApiError(response.status, message);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return new ApiError(response.status, inLocalTime(message, retryAt, timeZone), retryAt);
}

export const NETWORK_ERROR_MESSAGE =
  'Could not reach PolicyLens. Please check your connection and try again.';

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  readonly body?: unknown;
  /**
   * A create the server runs at most once per key: it is sent with an Idempotency-Key, and sent
   * again with the same key once if the connection failed before an answer came back.
   */
  readonly createOnce?: boolean;
}

/** How long to wait before sending a create again after a failed connection. */
export const CREATE_RETRY_DELAY_MS = 500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's `{ error }` message, or the spec's generic wording when there is none. */
export function apiErrorMessage(status: number, statusText: string, body: unknown): string {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body;
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return `Error ${status}: ${statusText || 'Request failed'}`;
}

/** The signed-in user's token; the auth library is loaded only if this browser may hold a session. */
async function accessToken(): Promise<string | undefined> {
  if (!mayHaveStoredSession()) return undefined;
  const { getAccessToken } = await import('./auth/cognito-session');
  return getAccessToken();
}

/**
 * Calls the PolicyLens API (paths as in the route table, e.g. `/api/policies`), signed with the
 * current user's access token when there is one. Resolves with the parsed JSON body; rejects
 * with an `ApiError`.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers: extraHeaders, createOnce, ...rest } = init;
  const headers = new Headers(extraHeaders);
  headers.set('Accept', 'application/json');
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = await accessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (createOnce) headers.set('Idempotency-Key', crypto.randomUUID());

  const send = () =>
    fetch(path, {
      ...rest,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  let response: Response;
  try {
    response = await send().catch(async (error: unknown) => {
      if (!createOnce || (error instanceof DOMException && error.name === 'AbortError')) throw error;
      // The first try may have reached the server: the same key gets its answer, not a second create.
      await delay(CREATE_RETRY_DELAY_MS);
      return send();
    });
    if (createOnce && response.status === 503) {
      // Busy, or cut short while it ran: once more with the same key, which cannot create twice.
      await delay(CREATE_RETRY_DELAY_MS);
      response = await send();
    }
  } catch (error) {
    // An aborted request stays an AbortError so callers (and React Query) can ignore it.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const payload = await readBody(response);
  if (!response.ok) throw refusal(response, payload);
  return payload as T;
}

/** What a call to a route takes: its path's parameters, its body, and apiFetch's options. */
export type RouteRequest<Id extends RouteId> = Omit<ApiRequestInit, 'body' | 'method'> &
  (keyof RouteParams<Id> extends never
    ? { readonly params?: undefined }
    : { readonly params: RouteParams<Id> }) &
  ([RouteBody<Id>] extends [never] ? { readonly body?: undefined } : { readonly body: RouteBody<Id> });

/** The request may be left out where nothing in it is required. */
type RouteArguments<Id extends RouteId> =
  Partial<RouteRequest<Id>> extends RouteRequest<Id>
    ? [request?: RouteRequest<Id>]
    : [request: RouteRequest<Id>];

/**
 * Calls a route of the API by its id (domain/schemas/api-routes.ts): its method, its path with the
 * parameters filled in, its body typed by the route's request schema and its answer by the
 * response schema (domain/schemas/contract.ts). Errors, `createOnce` and retries are apiFetch's.
 */
export function callRoute<Id extends RouteId>(
  id: Id,
  ...[request]: RouteArguments<Id>
): Promise<RouteResponse<Id>> {
  const { method, path } = API_ROUTES[id];
  const { params, ...init }: { params?: Readonly<Record<string, string>> } & ApiRequestInit = request ?? {};
  return apiFetch<RouteResponse<Id>>(routePath(path, params), { ...init, method });
}
