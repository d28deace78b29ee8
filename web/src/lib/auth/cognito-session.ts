import { fetchAuthSession, fetchUserAttributes, getCurrentUser, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { type SessionUser, toSessionUser } from './session-user';

/** Refresh failures after which the stored tokens are gone and the person must sign in again. */
const SESSION_ENDED_ERRORS = [
  'NotAuthorizedException',
  'TokenRevokedException',
  'UserNotFoundException',
  'RefreshTokenReuseException',
];

/** The current user, or undefined when nobody is signed in (or the session cannot be restored). */
export async function readSessionUser(): Promise<SessionUser | undefined> {
  try {
    const session = await fetchAuthSession();
    const tokens = session.tokens;
    if (!tokens?.accessToken) return undefined;
    const { userId } = await getCurrentUser();
    // Attributes are fresher than the ID token after a profile edit; the token is the fallback
    // (e.g. offline), unless the user pool says the account or its session is gone.
    const attributes = await fetchUserAttributes().catch((error: unknown) => {
      if (isSessionEnded(error)) throw error;
      return tokens.idToken?.payload ?? {};
    });
    return toSessionUser(userId, attributes);
  } catch (error) {
    // Tokens of a deleted account or a revoked session are of no use: drop them.
    if (isSessionEnded(error)) await signOut().catch(() => undefined);
    return undefined;
  }
}

function isSessionEnded(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return SESSION_ENDED_ERRORS.some((ended) => name.startsWith(ended));
}

export { mayHaveStoredSession } from './stored-session';

/** A valid access token (refreshed if needed), or undefined when signed out. */
export async function getAccessToken(): Promise<string | undefined> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

/** When the current access token expires (ms since the epoch), or undefined when signed out. */
export async function accessTokenExpiresAt(): Promise<number | undefined> {
  try {
    const session = await fetchAuthSession();
    const exp = session.tokens?.accessToken?.payload.exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** Exchanges the refresh token for new tokens now, rather than when they have run out. */
export async function renewTokens(): Promise<void> {
  await fetchAuthSession({ forceRefresh: true });
}

/** What the return from Google or Facebook left behind: user attributes and the ID token's claims. */
export interface CallbackSession {
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly idTokenClaims: Readonly<Record<string, unknown>>;
}

/**
 * The session after a redirect sign-in. The auth library finishes exchanging the returned code
 * before it answers, so this waits for that too.
 */
export async function readCallbackSession(): Promise<CallbackSession | undefined> {
  const session = await fetchAuthSession();
  const idTokenClaims = session.tokens?.idToken?.payload;
  if (!session.tokens?.accessToken || !idTokenClaims) return undefined;
  const attributes = await fetchUserAttributes().catch(() => idTokenClaims);
  return { attributes: { ...idTokenClaims, ...attributes }, idTokenClaims };
}

export async function endCognitoSession(): Promise<void> {
  await signOut();
}

/** While set, the auth library's sign-out is a step of signing back in, not the session ending. */
let signingBackIn = false;

/**
 * Signs out every session of the user (the user pool revokes their tokens), then signs this one
 * back in with `signIn`; the sign-out between is not told as the session ending. When it cannot
 * be signed back in, whatever is left of it ends, and that is told: true when it is signed in.
 * `signedOutAlready`: the API has signed every session out, this one's tokens are revoked, and only
 * they are dropped here (a GlobalSignOut with a revoked token is refused).
 */
export async function signOutEverywhereAndBackIn(
  signIn: () => Promise<boolean>,
  signedOutAlready = false,
): Promise<boolean> {
  signingBackIn = true;
  let back = false;
  try {
    await signOut(signedOutAlready ? undefined : { global: true });
    back = await signIn().catch(() => false);
  } finally {
    signingBackIn = false;
  }
  if (!back) await signOut();
  return back;
}

export type AuthChange = 'signedIn' | 'signedOut';

/** Calls `onChange` when the auth library signs someone in or out; returns the unsubscribe. */
export function listenToAuthChanges(onChange: (change: AuthChange) => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    switch (payload.event) {
      case 'signedIn':
      case 'signInWithRedirect':
        onChange('signedIn');
        break;
      case 'signedOut':
        if (!signingBackIn) onChange('signedOut');
        break;
      case 'tokenRefresh_failure':
        if (isSessionEnded(payload.data?.error)) onChange('signedOut');
        break;
    }
  });
}
