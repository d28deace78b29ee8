import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '#web/components/spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { readCallbackSession } from '#web/lib/auth/cognito-session';
import { useSession } from '#web/lib/auth/session-provider';
import { trackConversion } from '#web/lib/conversion';
import type { CompleteProfileState, LoginPageState } from '#web/lib/navigation-state';
import { paths } from '#web/lib/paths';
import { toast } from '#web/lib/toast/toast';
import { saveProviderNames } from './api/save-provider-names';
import { CALLBACK_MESSAGES, decideCallback } from './callback-decision';

/** Where the callback sends the browser next, with what the next page needs to know. */
type Outcome =
  | { readonly to: typeof paths.login; readonly state: LoginPageState }
  | { readonly to: typeof paths.completeProfile; readonly state: CompleteProfileState }
  | { readonly to: typeof paths.profile; readonly toast: string };

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : CALLBACK_MESSAGES.failed;
}

async function completeSignIn(address: { hash: string; search: string }): Promise<Outcome> {
  try {
    const session = await readCallbackSession();
    const decision = decideCallback({ session, fragment: address.hash, search: address.search });
    if (decision.kind === 'error') return { to: paths.login, state: { authError: decision.message } };
    if (decision.isNewUser) trackConversion('new_registration');
    if (decision.kind === 'complete-profile') {
      return {
        to: paths.completeProfile,
        state: {
          ...(decision.provider && { provider: decision.provider }),
          isNewUser: decision.isNewUser,
          ...decision.suggested,
        },
      };
    }
    if (decision.fill) await saveProviderNames(decision.fill);
    return { to: paths.profile, toast: decision.toast };
  } catch (error) {
    return { to: paths.login, state: { authError: errorMessage(error) } };
  }
}

// The return address is used once, even if the page mounts twice.
let inFlight: { key: string; outcome: Promise<Outcome> } | undefined;

export function AuthCallbackPage() {
  usePageTitle('Signing In');
  const navigate = useNavigate();
  const { refresh } = useSession();

  useEffect(() => {
    const address = { hash: window.location.hash, search: window.location.search };
    const key = `${address.search}${address.hash}`;
    if (inFlight?.key !== key) inFlight = { key, outcome: completeSignIn(address) };
    let active = true;
    void inFlight.outcome.then(async (outcome) => {
      if (!active) return;
      if (outcome.to === paths.login) {
        toast.error(CALLBACK_MESSAGES.failed, { id: 'auth-callback' });
        navigate(paths.login, { replace: true, state: outcome.state });
        return;
      }
      await refresh();
      if (outcome.to === paths.profile) toast.success(outcome.toast, { id: 'auth-callback' });
      navigate(outcome.to, {
        replace: true,
        ...(outcome.to === paths.completeProfile && { state: outcome.state }),
      });
    });
    return () => {
      active = false;
    };
  }, [navigate, refresh]);

  return (
    <div className="page page--centred">
      <div className="card status-card" aria-live="polite">
        <Spinner label="Completing authentication..." />
        <h1 className="status-card__title">Completing authentication...</h1>
        <p className="status-card__text">You will be taken to your account in a moment.</p>
      </div>
    </div>
  );
}
