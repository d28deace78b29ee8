import { findPolicy, listPolicies } from '#functions/data/policy-store';
import {
  listPolicyReminders,
  saveReminder,
  saveReminderSettings,
  wantsReminders,
} from '#functions/data/reminder-store';
import { logger } from '#functions/lib/logger';
import { recipientOf } from './recipient';
import { plannedReminders, reminderChanges, timeZoneForCountry } from './reminder-plan';
import { removeUserReminders, unschedule } from './reminder-removal';
import { putSchedule } from './reminder-schedules';

/**
 * Keeps each policy's renewal reminders in step with it: scheduled when it is ready with an end
 * date, moved when its dates change, removed when it goes or the user says no. The schedule is
 * written before its row and removed before its row, so a failure part-way is finished by the next
 * sync (a create of a schedule that is there moves it; a delete of one that is gone is no error).
 */

/** Brings one policy's reminders to what it needs now. Safe to run any number of times. */
export async function syncPolicyReminders(sub: string, policyId: string, now = new Date()): Promise<void> {
  const [policy, subscribed, scheduled] = await Promise.all([
    findPolicy(sub, policyId),
    wantsReminders(sub),
    listPolicyReminders(sub, policyId),
  ]);
  const needsPlan = policy?.status === 'ready' && policy.endDate !== null && subscribed;
  // The user's country sets the hour's time zone; it is read only when there is something to plan.
  const recipient = needsPlan ? await recipientOf(sub) : undefined;
  // A user no longer in the pool gets nothing (their account is being deleted).
  const planned =
    policy && recipient
      ? plannedReminders(policy, { now, subscribed, timeZone: timeZoneForCountry(recipient.country) })
      : [];
  const { put, remove } = reminderChanges(planned, scheduled);
  for (const reminder of put) {
    await putSchedule(sub, reminder);
    await saveReminder({ sub, ...reminder });
  }
  await unschedule(remove);
  if (put.length || remove.length)
    logger.info('renewal reminders synced', { policyId, scheduled: put.length, removed: remove.length });
}

/**
 * A policy the extraction worker has just settled ready gets its renewal reminders. A failure here
 * does not undo the upload (the policy is kept and shown): it is logged, and the next change of
 * the policy's dates, or turning reminders on again, schedules them.
 */
export async function scheduleReadyPolicyReminders(sub: string, policyId: string): Promise<void> {
  try {
    await syncPolicyReminders(sub, policyId);
  } catch (error) {
    logger.warn('renewal reminders not scheduled', { policyId, error: (error as Error).name });
  }
}

/** Saves the user's choice: no removes their pending reminders, yes schedules them again. */
export async function setRenewalReminders(sub: string, renewalReminders: boolean): Promise<void> {
  await saveReminderSettings(sub, renewalReminders);
  if (!renewalReminders) return removeUserReminders(sub);
  const policies = await listPolicies(sub, { consistent: true });
  for (const policy of policies.filter((p) => p.status === 'ready'))
    await syncPolicyReminders(sub, policy.id);
}
