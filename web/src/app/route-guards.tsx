import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '../components/spinner';
import { useSession } from '../lib/auth/session-provider';
import { paths } from '../lib/paths';

/** Signed-in pages: wait for the session, then show the page or send the visitor to log in. */
export function RequireSession() {
  const { status } = useSession();
  if (status === 'initialising') return <FullPageSpinner label="Checking your session…" />;
  if (status === 'signingOut') return <FullPageSpinner label="Signing you out…" />;
  if (status === 'signedOut') return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** Log in and register: someone already signed in goes to their profile instead. */
export function RedirectWhenSignedIn() {
  const { status } = useSession();
  if (status === 'initialising') return <FullPageSpinner label="Checking your session…" />;
  if (status === 'signedIn') return <Navigate to={paths.profile} replace />;
  return <Outlet />;
}
