/** Where the auth library keeps a signed-in user's tokens in local storage. */
const STORED_SESSION_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * False only when this browser certainly holds no session (no stored tokens at all), so a
 * signed-out visitor sees the page at once instead of a session check. Unsure means true.
 */
export function mayHaveStoredSession(): boolean {
  try {
    for (let index = 0; index < window.localStorage.length; index++) {
      if (window.localStorage.key(index)?.startsWith(STORED_SESSION_PREFIX)) return true;
    }
    return false;
  } catch {
    return true;
  }
}
