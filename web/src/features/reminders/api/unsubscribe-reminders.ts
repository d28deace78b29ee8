import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeRequest } from '#domain/schemas/reminders';
import { callRoute } from '#web/lib/api-client';

/** POST /api/reminders/unsubscribe: the link's user and signature stand for a log-in. */
export function unsubscribeReminders(request: UnsubscribeRequest) {
  return callRoute('unsubscribe-reminders', { body: request });
}

export function useUnsubscribeReminders() {
  return useMutation({ mutationFn: unsubscribeReminders });
}
