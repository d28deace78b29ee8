import { userHttp } from '#functions/lib/http';
import { getReminderPreference } from '#functions/reminders/reminder-preference';

export const handler = userHttp({}, ({ caller }) => getReminderPreference(caller.sub));
