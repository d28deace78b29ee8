import { reminderPreferenceSchema } from '#domain/schemas/reminders';
import { userHttp } from '#functions/lib/http';
import { updateReminderPreference } from '#functions/reminders/reminder-preference';

export const handler = userHttp({ body: reminderPreferenceSchema }, ({ caller, body }) =>
  updateReminderPreference(caller.sub, body),
);
