import {
  REMINDER_MESSAGES,
  type ReminderPreference,
  type Unsubscribed,
  type UnsubscribeRequest,
} from '#domain/schemas/reminders';
import { wantsReminders } from '#functions/data/reminder-store';
import { ValidationError } from '#functions/lib/errors';
import { reminderSecret } from './reminder-secret';
import { setRenewalReminders } from './reminders';
import { isUnsubscribeToken } from './unsubscribe-token';

/** The signed-in user's choice about renewal reminders. */
export async function getReminderPreference(sub: string): Promise<ReminderPreference> {
  return { renewalReminders: await wantsReminders(sub) };
}

/** Saves the choice from the profile page: off removes pending reminders, on schedules them again. */
export async function updateReminderPreference(
  sub: string,
  preference: ReminderPreference,
): Promise<ReminderPreference> {
  await setRenewalReminders(sub, preference.renewalReminders);
  return { renewalReminders: preference.renewalReminders };
}

/** The link in a reminder: turns reminders off for the user it names, if its signature is theirs. */
export async function unsubscribeByLink(request: UnsubscribeRequest): Promise<Unsubscribed> {
  if (!isUnsubscribeToken(await reminderSecret(), request.user, request.token))
    throw new ValidationError(REMINDER_MESSAGES.linkInvalid);
  await setRenewalReminders(request.user, false);
  return { renewalReminders: false, message: REMINDER_MESSAGES.unsubscribed };
}
