import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { paths } from '../paths';
import { toast } from '../toast/toast';
import {
  accessTokenExpiresAt,
  endCognitoSession,
  listenToAuthChanges,
  mayHaveStoredSession,
  readSessionUser,
  renewTokens,
} from './cognito-session';
import { type Session, SessionContext, type SessionState } from './session-context';
import { shouldRenewTokens, TOKEN_CHECK_INTERVAL_MS } from './token-refresh';

interface SessionProviderProps {
  /** Router navigation; the provider sits outside the router so it cannot use hooks for it. */
  readonly navigate: (path: string) => void;
  readonly children: ReactNode;
}

export function SessionProvider({ navigate, children }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(() =>
    mayHaveStoredSession() ? { status: 'initialising' } : { status: 'signedOut' },
  );
  // Only the newest read may set the state, so a slow early read cannot undo a later sign-out.
  const latestRead = useRef(0);

  const refresh = useCallback(async () => {
    const read = ++latestRead.current;
    const user = await readSessionUser();
    if (read === latestRead.current) setState(user ? { status: 'signedIn', user } : { status: 'signedOut' });
  }, []);

  const markSignedOut = useCallback(() => {
    latestRead.current++;
    setState({ status: 'signedOut' });
  }, []);

  useEffect(() => {
    void refresh();
    return listenToAuthChanges((change) => {
      if (change === 'signedIn') void refresh();
      else markSignedOut();
    });
  }, [refresh, markSignedOut]);

  // Renews the tokens shortly before they expire, so a page left open stays signed in.
  const signedIn = state.status === 'signedIn';
  const lastRenewedExpiry = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    const check = async () => {
      const expiresAt = await accessTokenExpiresAt();
      if (cancelled || !shouldRenewTokens(expiresAt, Date.now(), lastRenewedExpiry.current)) return;
      lastRenewedExpiry.current = expiresAt;
      try {
        await renewTokens();
      } catch {
        // A refresh token that no longer works means the session is over; the read below says so.
        if (!cancelled) await refresh();
      }
    };
    const timer = setInterval(() => void check(), TOKEN_CHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [signedIn, refresh]);

  const endSession = useCallback(async () => {
    latestRead.current++;
    setState({ status: 'signingOut' });
    try {
      await endCognitoSession();
    } finally {
      markSignedOut();
    }
  }, [markSignedOut]);

  const signOut = useCallback(async () => {
    try {
      await endCognitoSession();
    } catch {
      toast.error('Failed to sign out.');
      return;
    }
    markSignedOut();
    toast.success('Successfully signed out!');
    navigate(paths.login);
  }, [navigate, markSignedOut]);

  const session = useMemo<Session>(
    () => ({ ...state, signOut, refresh, endSession }),
    [state, signOut, refresh, endSession],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export { type Session, type SessionStatus, useSession } from './session-context';
