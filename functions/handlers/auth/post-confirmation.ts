import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { saveUserRecord } from '#functions/data/user-record';
import { observed } from '#functions/lib/observability';

/** Records every confirmed account, so mail from its address can be matched to it. */
export const handler = observed(
  async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
    const { sub, email, given_name } = event.request.userAttributes;
    if (sub && email && event.triggerSource === 'PostConfirmation_ConfirmSignUp') {
      await saveUserRecord({ sub, email, firstName: given_name ?? null });
    }
    return event;
  },
);
