import { pollUntil } from './polling';
import type { TestUser } from './users';

/** Calls the API as a signed-in user (or anonymously), as the SPA's client does. */
export function apiCall(
  appUrl: string,
  user: TestUser | undefined,
  method: string,
  path: string,
  body?: unknown,
) {
  return fetch(`${appUrl}${path}`, {
    method,
    headers: {
      ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Polls a GET of the API, as the app does, until the thing it answers is no longer pending. */
export function untilNotPending<T extends { readonly status: string }>(
  appUrl: string,
  user: TestUser,
  path: string,
  timeoutMs = 30_000,
): Promise<T> {
  return pollUntil(
    async () => {
      const res = await apiCall(appUrl, user, 'GET', path);
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as T;
      return body.status === 'pending' ? undefined : body;
    },
    { timeoutMs, intervalMs: 150, awaited: `${path} settled` },
  );
}
