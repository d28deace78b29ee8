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
