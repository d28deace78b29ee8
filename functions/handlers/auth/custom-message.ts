import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { authMessageKind, buildAuthMessage } from '#functions/auth/custom-message';
import { config } from '#functions/lib/config';
import { observed } from '#functions/lib/observability';

export const handler = observed(
  async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
    const kind = authMessageKind(event.triggerSource);
    const { email, given_name: given, family_name: family } = event.request.userAttributes;
    if (!kind || !email) return event;
    const names = [given ?? '', family ?? ''];
    const message = buildAuthMessage(kind, config().appUrl, email, config().uploadAddress, names);
    event.response.emailSubject = message.subject;
    event.response.emailMessage = message.html;
    return event;
  },
);
