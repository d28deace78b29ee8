import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { authMessageKind, buildAuthMessage } from '#functions/auth/custom-message';
import { config } from '#functions/lib/config';
import { observed } from '#functions/lib/observability';

export const handler = observed(
  async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
    const kind = authMessageKind(event.triggerSource);
    const email = event.request.userAttributes.email;
    if (!kind || !email) return event;
    const message = buildAuthMessage(kind, config().appUrl, email, config().uploadAddress);
    event.response.emailSubject = message.subject;
    event.response.emailMessage = message.html;
    return event;
  },
);
