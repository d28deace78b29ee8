import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { clientSettings, once } from './clients';

/** EventBridge Scheduler, for renewal reminders' one-time schedules (the local scheduler when running locally). */
export const scheduler = once(() => new SchedulerClient(clientSettings('scheduler')));
