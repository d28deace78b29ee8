import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { FullPageSpinner } from '../components/spinner';
import { useSession } from '../lib/auth/session-provider';
import { type LoginPageState, readLoginPageState } from '../lib/navigation-state';
import { paths } from '../lib/paths';

/**
 * Signed-in pages: wait for the session, then show the page or send the visitor to log in, which
 * brings them back here afterwards.
 */
export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  if (status === 'initialising') return <FullPageSpinner label="Checking your session…" />;
  // A session ended on purpose (or while the app is already on its way to another page, whose
  // code is still loading) is not a reason to send anyone to log in.
  if (status === 'signingOut' || (status === 'signedOut' && navigation.state === 'loading')) {
    return <FullPageSpinner label="Signing you out…" />;
  }
  if (status === 'signedOut') {
    const state: LoginPageState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Log in and register: someone signed in goes back to the page that sent them to log in, or to
 * their profile.
 */
export function RedirectWhenSignedIn() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'initialising') return <FullPageSpinner label="Checking your session…" />;
  if (status === 'signedIn') {
    return <Navigate to={readLoginPageState(location.state).from ?? paths.profile} replace />;
  }
  return <Outlet />;
}
