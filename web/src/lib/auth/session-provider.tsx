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
import { endCognitoSession, listenToAuthChanges, readSessionUser } from './cognito-session';
import type { SessionUser } from './session-user';

export type SessionStatus = 'initialising' | 'signedIn' | 'signedOut';

type SessionState =
  | { readonly status: 'initialising'; readonly user?: undefined }
  | { readonly status: 'signedOut'; readonly user?: undefined }
  | { readonly status: 'signedIn'; readonly user: SessionUser };

export type Session = SessionState & {
  /** Signs out, says so in a toast and goes to the login page. */
  readonly signOut: () => Promise<void>;
  /** Re-reads the session and user attributes, e.g. after sign-in or a profile edit. */
  readonly refresh: () => Promise<void>;
};

const SessionContext = createContext<Session | undefined>(undefined);

interface SessionProviderProps {
  /** Router navigation; the provider sits outside the router so it cannot use hooks for it. */
  readonly navigate: (path: string) => void;
  readonly children: ReactNode;
}

export function SessionProvider({ navigate, children }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>({ status: 'initialising' });
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

  const session = useMemo<Session>(() => ({ ...state, signOut, refresh }), [state, signOut, refresh]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
