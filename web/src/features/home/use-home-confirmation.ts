import { useEffect, useState } from 'react';
import { useSession } from '#web/lib/auth/session-context';
import { hasConversionFlag, isNewAccount, trackConversion } from '#web/lib/conversion';
import { paths } from '#web/lib/paths';
import { useSiteLocation, useSiteNavigate } from '#web/lib/site-navigation';
import { toast } from '#web/lib/toast/toast';
import { getAccountCreatedAt } from './api/get-account-created-at';

export const EMAIL_VERIFIED_MESSAGES = {
  signedOut: 'Email verified successfully! You can now log in.',
  signedIn: 'Email verified successfully! You are now logged in.',
} as const;

const TOAST_ID = 'email-verified';
/** Long enough to read and act on after the page has loaded. */
const VERIFIED_TOAST_MS = 15_000;

/**
 * The home page's confirmations (spec 4, 'Home confirmation'): the verified toast after following
 * the e-mail link, and a one-time welcome for an account made in the last ten minutes.
 */
export function useHomeConfirmation(): void {
  const { pathname, search } = useSiteLocation();
  const navigate = useSiteNavigate();
  const { status } = useSession();
  const emailConfirmed = new URLSearchParams(search).get('email_confirmed') === 'true';

  useEffect(() => {
    if (!emailConfirmed || status === 'initialising') return;
    if (status === 'signedIn') toast.success(EMAIL_VERIFIED_MESSAGES.signedIn, { id: TOAST_ID });
    // The link lands on the home page: the next step is offered where the news is, and stays a while.
    else
      toast.success(EMAIL_VERIFIED_MESSAGES.signedOut, {
        id: TOAST_ID,
        duration: VERIFIED_TOAST_MS,
        action: { label: 'Log In', onClick: () => navigate(paths.login) },
      });
    trackConversion('email_confirmed');
    const rest = new URLSearchParams(search);
    rest.delete('email_confirmed');
    const query = rest.toString();
    navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
  }, [emailConfirmed, status, pathname, search, navigate]);

  // Read once per visit: the flag is set by the toast below or by the link above.
  const [flagged] = useState(hasConversionFlag);
  const askCreatedAt = status === 'signedIn' && !flagged && !emailConfirmed;
  useEffect(() => {
    if (!askCreatedAt) return;
    let current = true;
    getAccountCreatedAt().then(
      (createdAt) => {
        if (!current || !isNewAccount(createdAt, Date.now())) return;
        if (trackConversion('new_account')) toast.success(EMAIL_VERIFIED_MESSAGES.signedIn, { id: TOAST_ID });
      },
      // The welcome is a nicety: without the account's age there is simply none.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [askCreatedAt]);
}
