import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '#functions/lib/client-dynamodb';
import { config } from '#functions/lib/config';
import { type PlannedReminder, REMINDER_DAYS } from '#functions/reminders/reminder-plan';
import { keys } from './keys';
import { queryUser } from './query-user';

/**
 * Renewal reminders as they are scheduled, one row each in the user's partition, beside the
 * schedule EventBridge Scheduler keeps: a sync compares the rows with what the policy needs now, so
 * running it twice changes nothing, and deleting a policy or the account finds every schedule to
 * remove. Also the user's choice (`renewalReminders`; no row means on).
 */
export interface ScheduledReminder extends PlannedReminder {
  readonly sub: string;
}

export interface ReminderSettings {
  readonly sub: string;
  readonly renewalReminders: boolean;
  readonly updatedAt: string;
}

const userPk = z.string().startsWith(keys.userPartition(''));

const reminderItemSchema = z.object({
  PK: userPk,
  SK: z.string().startsWith(keys.reminderPrefix),
  id: z.string().min(1),
  policyId: z.string().min(1),
  daysBefore: z.union([z.literal(REMINDER_DAYS[0]), z.literal(REMINDER_DAYS[1])]),
  sendAt: z.string().datetime(),
  endDate: z.string().min(1),
});

const settingsItemSchema = z.object({
  PK: userPk,
  SK: z.literal(keys.reminderSettings('').SK),
  renewalReminders: z.boolean(),
  updatedAt: z.string().default(''),
});

export function reminderToItem(reminder: ScheduledReminder): Record<string, unknown> {
  const { sub, ...fields } = reminder;
  return { ...keys.reminder(sub, reminder.policyId, reminder.id), entity: 'reminder', ...fields };
}

export function reminderFromItem(item: Record<string, unknown>): ScheduledReminder {
  const { PK, SK: _sk, ...fields } = reminderItemSchema.parse(item);
  return { sub: keys.subOf(PK) ?? '', ...fields };
}

export function reminderSettingsToItem(settings: ReminderSettings): Record<string, unknown> {
  const { sub, ...fields } = settings;
  return { ...keys.reminderSettings(sub), entity: 'reminder-settings', ...fields };
}

export function reminderSettingsFromItem(item: Record<string, unknown>): ReminderSettings {
  const { PK, renewalReminders, updatedAt } = settingsItemSchema.parse(item);
  return { sub: keys.subOf(PK) ?? '', renewalReminders, updatedAt };
}

const table = () => config().tableName;

/** The reminders scheduled for one policy (consistent: a sync reads its own writes). */
export async function listPolicyReminders(sub: string, policyId: string): Promise<ScheduledReminder[]> {
  const items = await queryUser(sub, { prefix: keys.policyRemindersPrefix(policyId), consistent: true });
  return items.map(reminderFromItem);
}

/** The reminders among a user's rows (as the account's deletion lists them). */
export function remindersIn(items: readonly Record<string, unknown>[]): ScheduledReminder[] {
  return items.filter((item) => String(item.SK).startsWith(keys.reminderPrefix)).map(reminderFromItem);
}

/** Every reminder scheduled for the user, for unsubscribing. */
export async function listUserReminders(sub: string): Promise<ScheduledReminder[]> {
  const items = await queryUser(sub, { prefix: keys.reminderPrefix, consistent: true });
  return items.map(reminderFromItem);
}

export async function getReminder(
  sub: string,
  policyId: string,
  reminderId: string,
): Promise<ScheduledReminder | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: keys.reminder(sub, policyId, reminderId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? reminderFromItem(out.Item) : undefined;
}

export async function saveReminder(reminder: ScheduledReminder): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: table(), Item: reminderToItem(reminder) }));
}

export async function deleteReminder(
  reminder: Pick<ScheduledReminder, 'sub' | 'policyId' | 'id'>,
): Promise<void> {
  await dynamo().send(
    new DeleteCommand({
      TableName: table(),
      Key: keys.reminder(reminder.sub, reminder.policyId, reminder.id),
    }),
  );
}

/** Whether the user wants renewal reminders: yes until they say no. */
export async function wantsReminders(sub: string): Promise<boolean> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.reminderSettings(sub), ConsistentRead: true }),
  );
  return out.Item ? reminderSettingsFromItem(out.Item).renewalReminders : true;
}

export async function saveReminderSettings(
  sub: string,
  renewalReminders: boolean,
  now = new Date(),
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: reminderSettingsToItem({ sub, renewalReminders, updatedAt: now.toISOString() }),
    }),
  );
}
