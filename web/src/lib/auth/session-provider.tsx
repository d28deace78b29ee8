import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { toast } from 'sonner';
import { paths } from '../paths';
import {
  accessTokenExpiresAt,
  endCognitoSession,
  listenToAuthChanges,
  mayHaveStoredSession,
  readSessionUser,
  renewTokens,
} from './cognito-session';
import type { SessionUser } from './session-user';
import { shouldRenewTokens, TOKEN_CHECK_INTERVAL_MS } from './token-refresh';

/** 'signingOut': the session is being ended on purpose; signed-in pages wait instead of redirecting. */
export type SessionStatus = 'initialising' | 'signedIn' | 'signingOut' | 'signedOut';

type SessionState =
  | { readonly status: 'initialising'; readonly user?: undefined }
  | { readonly status: 'signingOut'; readonly user?: undefined }
  | { readonly status: 'signedOut'; readonly user?: undefined }
  | { readonly status: 'signedIn'; readonly user: SessionUser };

export type Session = SessionState & {
  /** Signs out, says so in a toast and goes to the login page. */
  readonly signOut: () => Promise<void>;
  /** Re-reads the session and user attributes, e.g. after sign-in or a profile edit. */
  readonly refresh: () => Promise<void>;
  /**
   * Ends the session without a toast or navigation, e.g. once the account is deleted. The status
   * is 'signingOut' from the call on, so the caller can move to a public page before it ends.
   */
  readonly endSession: () => Promise<void>;
};

const SessionContext = createContext<Session | undefined>(undefined);

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

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
