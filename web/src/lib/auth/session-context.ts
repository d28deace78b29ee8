import { createContext, useContext } from 'react';
import type { SessionUser } from './session-user';

/** 'signingOut': the session is being ended on purpose; signed-in pages wait instead of redirecting. */
export type SessionStatus = 'initialising' | 'signedIn' | 'signingOut' | 'signedOut';

export type SessionState =
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

export const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

const nothingToDo = async (): Promise<void> => undefined;

/**
 * The session of a visitor whose browser holds none, for a prerendered public page brought to
 * life on its own: signing in there loads the next page, where the whole app takes over.
 */
export const SIGNED_OUT_SESSION: Session = {
  status: 'signedOut',
  signOut: nothingToDo,
  refresh: nothingToDo,
  endSession: nothingToDo,
};
