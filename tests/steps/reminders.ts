import type { LocalControl } from '#scripts/local/control-secret';
import { advanceLocalClock, type LocalSchedule, listLocalSchedules } from '#scripts/local/scheduler';
import { travelPolicyPdf } from '#scripts/samples/documents';
import { uploadPolicy } from './policies';
import { pollUntil } from './polling';
import type { TestUser } from './users';

/** A calendar day `days` from today (UTC), as the date inputs give it. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A user's ready travel policy ending `ends` (days from today, or a date), uploaded as the app does, once its reminders
 * are scheduled (`control` reaches the local scheduler). Its id.
 */
export async function givenAReadyPolicyEndingIn(
  appUrl: string,
  control: LocalControl,
  user: TestUser,
  /** Days from today, or the end date itself when a test compares against it (a run may cross midnight). */
  ends: number | string,
): Promise<string> {
  const { created, complete } = await uploadPolicy(
    appUrl,
    user,
    [{ name: 'travel-schedule.pdf', bytes: travelPolicyPdf() }],
    {
      name: 'Annual travel',
      insuranceTypeId: 'travel',
      startDate: dayFromToday(-300),
      endDate: typeof ends === 'string' ? ends : dayFromToday(ends),
    },
  );
  if (complete?.status !== 200 || !created) throw new Error(`the policy was not ready (${complete?.status})`);
  const policyId = created.policy.id;
  // The worker that settled it ready schedules its reminders just after.
  await pollUntil(
    async () => (Object.keys(await remindersScheduledFor(control, policyId)).length > 0 ? true : undefined),
    { timeoutMs: 10_000, intervalMs: 100, awaited: 'the renewal reminders scheduled' },
  );
  return policyId;
}

/**
 * The local scheduler's schedules of one policy's reminders, by days before its end (`30d`, `7d`);
 * `control` is where the test reaches the scheduler (scripts/local/scheduler.ts).
 */
export async function remindersScheduledFor(
  control: LocalControl,
  policyId: string,
): Promise<Record<string, LocalSchedule>> {
  const { schedules } = await listLocalSchedules(control);
  return Object.fromEntries(
    schedules
      .filter((s) => s.name.startsWith(`renewal-${policyId}-`))
      .map((s) => [s.name.slice(`renewal-${policyId}-`.length), s]),
  );
}

/** Moves the local scheduler's clock just past a reminder's time, so it is sent now. */
export async function whenTheReminderIsDue(control: LocalControl, reminder: LocalSchedule) {
  const { now } = await listLocalSchedules(control);
  return advanceLocalClock(control, Date.parse(reminder.at) - Date.parse(now) + 1000);
}
