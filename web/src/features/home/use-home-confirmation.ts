import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '../../lib/auth/session-provider';
import { hasConversionFlag, isNewAccount, trackConversion } from '../../lib/conversion';
import { paths } from '../../lib/paths';
import { useAccountCreatedAt } from './api/get-account-created-at';

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
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useSession();
  const emailConfirmed = params.get('email_confirmed') === 'true';

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
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('email_confirmed');
        return next;
      },
      { replace: true },
    );
  }, [emailConfirmed, status, setParams, navigate]);

  // Read once per visit: the flag is set by the toast below or by the link above.
  const [flagged] = useState(hasConversionFlag);
  const createdAt = useAccountCreatedAt(status === 'signedIn' && !flagged && !emailConfirmed);
  useEffect(() => {
    if (!createdAt.isSuccess || !isNewAccount(createdAt.data, Date.now())) return;
    if (!trackConversion('new_account')) return;
    toast.success(EMAIL_VERIFIED_MESSAGES.signedIn, { id: TOAST_ID });
  }, [createdAt.isSuccess, createdAt.data]);
}
