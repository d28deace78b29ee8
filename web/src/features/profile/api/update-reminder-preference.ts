import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderPreference } from '#domain/schemas/reminders';
import { callRoute } from '#web/lib/api-client';
import { reminderPreferenceQueryKey } from './get-reminder-preference';

/** PUT /api/me/reminders: off removes pending reminders, on schedules them again. */
export function updateReminderPreference(preference: ReminderPreference) {
  return callRoute('update-reminder-preference', { body: preference });
}

export function useUpdateReminderPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderPreference,
    onSuccess: (saved) => queryClient.setQueryData(reminderPreferenceQueryKey, saved),
  });
}
