import type { Context } from 'aws-lambda';
import { logger } from '#functions/lib/logger';
import { observed } from '#functions/lib/observability';
import { reminderEventSchema } from '#functions/reminders/reminder-schedules';
import { sendReminder } from '#functions/reminders/send-reminder';

/** Started by a reminder's one-time schedule (EventBridge Scheduler; locally the local scheduler). */
export const handler = observed(async (event: unknown, context: Context) => {
  logger.setContext({ requestId: context.awsRequestId, job: 'send-reminder' });
  return sendReminder(reminderEventSchema.parse(event));
});
