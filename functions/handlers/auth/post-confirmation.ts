import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { passwordReplaced } from '#functions/account/sessions';
import { saveUserRecord } from '#functions/data/user-record';
import { observed } from '#functions/lib/observability';

/**
 * Records every confirmed account, so mail from its address can be matched to it; a password reset
 * with a mailed code signs every session out and mails the user, as a password change does. The
 * pool is the event's: triggers are not told its id (see TRIGGER_POOL_PLACEHOLDER).
 */
export const handler = observed(
  async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
    const { sub, email, given_name } = event.request.userAttributes;
    if (!sub || !email) return event;
    if (event.triggerSource === 'PostConfirmation_ConfirmSignUp') {
      await saveUserRecord({ sub, email, firstName: given_name ?? null });
    } else if (event.triggerSource === 'PostConfirmation_ConfirmForgotPassword') {
      const { userName: username, userPoolId } = event;
      await passwordReplaced({ sub, username, userPoolId, email, firstName: given_name ?? null });
    }
    return event;
  },
);
