import {
  ConflictException,
  CreateScheduleCommand,
  type CreateScheduleCommandInput,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { z } from 'zod';
import { scheduler } from '#functions/lib/client-scheduler';
import { config } from '#functions/lib/config';
import { atExpression, type PlannedReminder } from './reminder-plan';

/**
 * Each reminder is one EventBridge Scheduler one-time schedule in the reminders' group, named by
 * the reminder's id, that starts the sending function once with the reminder's keys and then
 * deletes itself.
 */

/** What a schedule hands the sending function. */
export const reminderEventSchema = z.object({
  sub: z.string().min(1),
  policyId: z.string().min(1),
  reminderId: z.string().min(1),
});
export type ReminderEvent = z.infer<typeof reminderEventSchema>;

function targets() {
  const reminders = config().reminders;
  if (!reminders) throw new Error('Renewal reminders are not configured for this function');
  return reminders;
}

export function scheduleInput(sub: string, reminder: PlannedReminder): CreateScheduleCommandInput {
  const { groupName, targetArn, roleArn, deadLetterArn } = targets();
  const event: ReminderEvent = { sub, policyId: reminder.policyId, reminderId: reminder.id };
  return {
    Name: reminder.id,
    GroupName: groupName,
    ScheduleExpression: atExpression(reminder.sendAt),
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    State: 'ENABLED',
    Description: `Renewal reminder, ${reminder.daysBefore} days before ${reminder.endDate}`,
    Target: {
      Arn: targetArn,
      RoleArn: roleArn,
      Input: JSON.stringify(event),
      // A reminder a day late is still worth sending; one sent twice is not.
      RetryPolicy: { MaximumEventAgeInSeconds: 86_400, MaximumRetryAttempts: 2 },
      // One that still fails is kept, and alarms, rather than lost.
      ...(deadLetterArn && { DeadLetterConfig: { Arn: deadLetterArn } }),
    },
  };
}

/** Creates the reminder's schedule, or moves it when it is there already (a sync run again). */
export async function putSchedule(sub: string, reminder: PlannedReminder): Promise<void> {
  const input = scheduleInput(sub, reminder);
  try {
    await scheduler().send(new CreateScheduleCommand(input));
  } catch (error) {
    if (!(error instanceof ConflictException)) throw error;
    await scheduler().send(new UpdateScheduleCommand(input));
  }
}

/** Deletes a reminder's schedule; one already gone (sent, or deleted before) is no error. */
export async function removeSchedule(reminderId: string): Promise<void> {
  try {
    await scheduler().send(new DeleteScheduleCommand({ Name: reminderId, GroupName: targets().groupName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
}
