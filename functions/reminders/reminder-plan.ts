import { isCalendarDay } from '#domain/schemas/form-errors';

/**
 * Which renewal reminders a policy should have, and when each is sent. Pure: the clock, the
 * user's time zone and their choice are given.
 */

/** Days before the end date that a reminder is sent. */
export const REMINDER_DAYS = [30, 7] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

/** The local hour a reminder is sent at: the start of a working morning. */
export const SEND_HOUR = 9;

/**
 * Each offered country's main time zone (the most people): the user's country is the one thing
 * the app knows about where they are. Anywhere else, UTC.
 */
const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  GB: 'Europe/London',
  US: 'America/New_York',
  AU: 'Australia/Sydney',
};

export function timeZoneForCountry(country: string | null | undefined): string {
  return COUNTRY_TIME_ZONES[country ?? ''] ?? 'UTC';
}

/** A reminder as it is scheduled: which policy, how many days before its end, and when. */
export interface PlannedReminder {
  /** Stable for the policy and the days (the schedule's name): syncing again finds the same one. */
  readonly id: string;
  readonly policyId: string;
  readonly daysBefore: ReminderDays;
  /** When it is sent (ISO 8601, UTC). */
  readonly sendAt: string;
  /** The end date it was planned for: a reminder whose policy's end moved is not sent. */
  readonly endDate: string;
}

/** The schedule's name: letters, digits and dashes, well within EventBridge's 64 characters. */
export function reminderId(policyId: string, daysBefore: number): string {
  return `renewal-${policyId}-${daysBefore}d`;
}

/** How far the zone's clock is ahead of UTC at an instant (ms). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock hour of a day is reached in a time zone (daylight saving included). */
export function zonedTime(day: string, hour: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, hour);
  const first = wall - zoneOffsetMs(wall, timeZone);
  // Near a clock change the offset at the answer may differ from the one at the guess.
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

/** The calendar day `days` before a day ('2027-01-31' less 30 is '2027-01-01'). */
export function daysBefore(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) - days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

export interface PolicyDates {
  readonly id: string;
  readonly status: string;
  readonly endDate: string | null;
}

export interface PlanContext {
  readonly now: Date;
  readonly timeZone: string;
  /** False once the user turned reminders off. */
  readonly subscribed: boolean;
}

/**
 * The reminders a policy should have now: one 30 and one 7 days before its end date, each at 09:00
 * in the user's time zone, for a ready policy of a user who wants them. One whose time has passed
 * is not planned (a policy added 10 days before its end gets only the 7-day one).
 */
export function plannedReminders(policy: PolicyDates, context: PlanContext): PlannedReminder[] {
  const endDate = policy.endDate;
  if (!context.subscribed || policy.status !== 'ready' || !endDate || !isCalendarDay(endDate)) return [];
  return REMINDER_DAYS.flatMap((days) => {
    const sendAt = zonedTime(daysBefore(endDate, days), SEND_HOUR, context.timeZone);
    if (sendAt.getTime() <= context.now.getTime()) return [];
    return [
      {
        id: reminderId(policy.id, days),
        policyId: policy.id,
        daysBefore: days,
        sendAt: sendAt.toISOString(),
        endDate,
      },
    ];
  });
}

/** What a sync does to reach the planned reminders from the scheduled ones. Pure. */
export function reminderChanges<Scheduled extends PlannedReminder>(
  planned: readonly PlannedReminder[],
  scheduled: readonly Scheduled[],
): { readonly put: PlannedReminder[]; readonly remove: Scheduled[] } {
  const kept = new Map(scheduled.map((r) => [r.id, r]));
  const wanted = new Set(planned.map((r) => r.id));
  return {
    put: planned.filter((r) => {
      const now = kept.get(r.id);
      return !now || now.sendAt !== r.sendAt || now.endDate !== r.endDate;
    }),
    remove: scheduled.filter((r) => !wanted.has(r.id)),
  };
}

/** EventBridge Scheduler's one-time expression for an instant, read in UTC. */
export function atExpression(sendAt: string): string {
  return `at(${new Date(sendAt).toISOString().slice(0, 19)})`;
}
