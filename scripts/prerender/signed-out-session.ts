import type { SessionUser } from '#web/lib/auth/session-user';

/**
 * Stands in for `web/src/lib/auth/cognito-session.ts` while public pages are prerendered: nobody
 * is signed in, and nothing reaches the auth service. The browser build keeps the real module.
 */
export type { AuthChange, CallbackSession } from '#web/lib/auth/cognito-session';

export async function readSessionUser(): Promise<SessionUser | undefined> {
  return undefined;
}

export function mayHaveStoredSession(): boolean {
  return false;
}

export async function getAccessToken(): Promise<string | undefined> {
  return undefined;
}

export async function accessTokenExpiresAt(): Promise<number | undefined> {
  return undefined;
}

export async function renewTokens(): Promise<void> {}

export async function readCallbackSession(): Promise<undefined> {
  return undefined;
}

export async function endCognitoSession(): Promise<void> {}

export async function signOutEverywhereAndBackIn(): Promise<boolean> {
  return false;
}

export function listenToAuthChanges(): () => void {
  return () => undefined;
}

// Fails to compile if the real module gains an export this one lacks, or changes a signature.
const _sameShape: typeof import('#web/lib/auth/cognito-session') = {
  readSessionUser,
  mayHaveStoredSession,
  getAccessToken,
  accessTokenExpiresAt,
  renewTokens,
  readCallbackSession,
  endCognitoSession,
  signOutEverywhereAndBackIn,
  listenToAuthChanges,
};
