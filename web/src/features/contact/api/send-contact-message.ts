import type { ContactInput } from '#domain/schemas/public';
import { callRoute } from '#web/lib/api-client';
import { useSubmission } from '#web/lib/use-submission';

/** POST /api/contact: the message is kept and mailed to the team. `website` is the honeypot. */
export function sendContactMessage(input: ContactInput) {
  return callRoute('submit-contact', { body: input });
}

export function useSendContactMessage() {
  return useSubmission(sendContactMessage);
}
