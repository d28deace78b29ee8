import { itemTypeForInsuranceName } from '#domain/insurance';
import { COMPARE_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from '#domain/schemas/reminders';
import { listCoverage } from '#functions/data/coverage-store';
import { type Policy, policyView } from '#functions/data/policy-entity';
import { getPolicy } from '#functions/data/policy-store';
import {
  deleteReminder,
  getReminder,
  type ScheduledReminder,
  wantsReminders,
} from '#functions/data/reminder-store';
import { config } from '#functions/lib/config';
import { NotFoundError } from '#functions/lib/errors';
import { logger } from '#functions/lib/logger';
import { sendMail } from '#functions/lib/mail';
import { type Recipient, recipientOf } from './recipient';
import { reminderMail } from './reminder-mail';
import type { ReminderEvent } from './reminder-schedules';
import { reminderSecret } from './reminder-secret';
import { unsubscribeUrl } from './unsubscribe-token';

export type ReminderOutcome = 'sent' | 'skipped';

/** The ready policy a reminder was planned for, or null when it is gone or its end date moved. */
async function stillDue(reminder: ScheduledReminder): Promise<Policy | null> {
  try {
    const policy = await getPolicy(reminder.sub, reminder.policyId);
    return policy.status === 'ready' && policy.endDate === reminder.endDate ? policy : null;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** The compare link: the cover page, at the policy's kind of item when it has one. */
function compareUrl(insuranceTypeName: string): string {
  const itemType = itemTypeForInsuranceName(insuranceTypeName);
  return `${config().appUrl}${COMPARE_PAGE_PATH}${itemType ? `#${itemType}` : ''}`;
}

async function compose(reminder: ScheduledReminder, policy: Policy, recipient: Recipient) {
  const view = policyView(policy);
  const covers = (await listCoverage(reminder.sub)).filter((c) => c.sourcePolicyId === policy.id);
  const secret = await reminderSecret();
  return reminderMail({
    to: recipient.email,
    firstName: recipient.firstName,
    daysBefore: reminder.daysBefore,
    policy: { ...view, endDate: reminder.endDate },
    covers,
    country: recipient.country,
    compareUrl: compareUrl(view.insuranceTypeName),
    unsubscribeUrl: unsubscribeUrl(config().appUrl, UNSUBSCRIBE_PAGE_PATH, secret, reminder.sub),
  });
}

/**
 * Sends one reminder its schedule started, if it is still wanted: the policy is ready with the end
 * date it was planned for and the user has not said no. Its row goes once it is sent (or no longer
 * wanted); a failure before leaves it, and the schedule's retry sends it.
 */
export async function sendReminder(event: ReminderEvent): Promise<ReminderOutcome> {
  const reminder = await getReminder(event.sub, event.policyId, event.reminderId);
  if (!reminder) return skipped(event, 'not scheduled');
  const [policy, subscribed, recipient] = await Promise.all([
    stillDue(reminder),
    wantsReminders(reminder.sub),
    recipientOf(reminder.sub),
  ]);
  if (!policy || !subscribed || !recipient) {
    await deleteReminder(reminder);
    return skipped(event, 'no longer wanted');
  }
  await sendMail(await compose(reminder, policy, recipient));
  await deleteReminder(reminder);
  logger.info('renewal reminder sent', { policyId: reminder.policyId, daysBefore: reminder.daysBefore });
  return 'sent';
}

function skipped(event: ReminderEvent, reason: string): ReminderOutcome {
  logger.info('renewal reminder skipped', { policyId: event.policyId, reason });
  return 'skipped';
}
