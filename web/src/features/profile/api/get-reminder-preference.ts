import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReminderPreference } from '#domain/schemas/reminders';
import { callRoute } from '#web/lib/api-client';

/** GET /api/me/reminders: whether the user gets an e-mail 30 and 7 days before each policy ends. */
export function getReminderPreference(signal?: AbortSignal): Promise<ReminderPreference> {
  return callRoute('get-reminder-preference', { signal });
}

export const reminderPreferenceQueryKey = ['reminder-preference'] as const;

export function reminderPreferenceQueryOptions() {
  return queryOptions({
    queryKey: reminderPreferenceQueryKey,
    queryFn: ({ signal }) => getReminderPreference(signal),
  });
}

export function useReminderPreference() {
  return useQuery(reminderPreferenceQueryOptions());
}
