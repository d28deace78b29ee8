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
    // Attributes are fresher than the ID token after a profile edit; the token is the fallback.
    const attributes = await fetchUserAttributes().catch(() => tokens.idToken?.payload ?? {});
    return toSessionUser(userId, attributes);
  } catch {
    return undefined;
  }
}

/** A valid access token (refreshed if needed), or undefined when signed out. */
export async function getAccessToken(): Promise<string | undefined> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

export async function endCognitoSession(): Promise<void> {
  await signOut();
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
        onChange('signedOut');
        break;
      case 'tokenRefresh_failure': {
        const name = payload.data?.error?.name ?? '';
        if (SESSION_ENDED_ERRORS.some((ended) => name.startsWith(ended))) onChange('signedOut');
        break;
      }
    }
  });
}
