import { useState } from 'react';
import { resendErrorMessage } from '#web/lib/auth/auth-errors';
import { accountActions } from '#web/lib/auth/auth-ready';
import { toast } from '#web/lib/toast/toast';

export const CONFIRMATION_RESENT = 'We sent a new confirmation link to your email.';

/** Mails a fresh confirmation link and says how that went in a toast; true when it was sent. */
export async function resendConfirmationLink(email: string): Promise<boolean> {
  try {
    await (await accountActions()).resendConfirmation(email);
    toast.success(CONFIRMATION_RESENT);
    return true;
  } catch (error) {
    toast.error(resendErrorMessage(error));
    return false;
  }
}

/** A 'send a new confirmation link' button's state: held while the link is being sent. */
export function useResendConfirmation() {
  const [resending, setResending] = useState(false);
  async function resend(email: string) {
    setResending(true);
    try {
      await resendConfirmationLink(email);
    } finally {
      setResending(false);
    }
  }
  return { resending, resend };
}
