import {
  deleteReminder,
  listPolicyReminders,
  listUserReminders,
  remindersIn,
  type ScheduledReminder,
} from '#functions/data/reminder-store';
import { removeSchedule } from './reminder-schedules';

/*
 * Removing renewal reminders: each schedule before its row (reminders.ts says why). Apart from
 * scheduling them, which reads the user's country from the user pool: deleting a policy or an
 * account loads no user pool client for its reminders.
 */

export async function unschedule(reminders: readonly ScheduledReminder[]): Promise<void> {
  for (const reminder of reminders) {
    await removeSchedule(reminder.id);
    await deleteReminder(reminder);
  }
}

/** Removes a policy's reminders (it is being deleted). */
export async function removePolicyReminders(sub: string, policyId: string): Promise<void> {
  await unschedule(await listPolicyReminders(sub, policyId));
}

/** Removes every reminder of the user (they said no). */
export async function removeUserReminders(sub: string): Promise<void> {
  await unschedule(await listUserReminders(sub));
}

/** Removes the schedules of the reminders among a user's rows (their account is being deleted). */
export async function removeRemindersIn(items: readonly Record<string, unknown>[]): Promise<void> {
  for (const reminder of remindersIn(items)) await removeSchedule(reminder.id);
}
