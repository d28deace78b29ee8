import type { Deadline, EscalationRoute, EscalationStep, Period } from './escalation-routes';

/** A calendar day as 'YYYY-MM-DD'. */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(day: string): { y: number; m: number; d: number } | undefined {
  const match = DAY_PATTERN.exec(day);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  // 2025-02-30 is not a day.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  return { y, m, d };
}

export function isDay(value: string | null | undefined): value is string {
  return typeof value === 'string' && parseDay(value) !== undefined;
}

const asDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The day a period after `day` ends. Months and years keep the day of the month, or the month's last
 * day when it has no such day (31 August + 6 months is 28 or 29 February), as regulators count them.
 */
export function addPeriod(day: string, period: Period): string {
  const parsed = parseDay(day);
  if (!parsed) throw new RangeError(`Not a calendar day: ${day}`);
  const { y, m, d } = parsed;
  if (period.unit === 'days' || period.unit === 'weeks') {
    const days = period.unit === 'weeks' ? period.amount * 7 : period.amount;
    return asDay(new Date(Date.UTC(y, m - 1, d + days)));
  }
  const months = period.unit === 'years' ? period.amount * 12 : period.amount;
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return asDay(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

/** The user's own day (in their time zone) of a moment, as 'YYYY-MM-DD'. */
export function localDay(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The days the user can give: when the complaint is sent, and when the final response came. */
export interface ComplaintDates {
  readonly sentOn?: string | undefined;
  readonly finalResponseOn?: string | undefined;
}

export interface DatedStep extends EscalationStep {
  /** The day the step's limit ends, when the day it runs from is known. */
  readonly dueOn?: string;
  /** The limit in words, with its day when known. */
  readonly limit?: string;
}

function dueOn(deadline: Deadline, dates: ComplaintDates): string | undefined {
  const from = deadline.from === 'complaint_sent' ? dates.sentOn : dates.finalResponseOn;
  return isDay(from) ? addPeriod(from, deadline.period) : undefined;
}

/** The route's steps with their limits worked out as days where the user has given the day they run from. */
export function datedSteps(
  route: EscalationRoute,
  dates: ComplaintDates,
  formatDay: (day: string) => string,
): DatedStep[] {
  return route.steps.map((step) => {
    if (!step.deadline) return step;
    const due = dueOn(step.deadline, dates);
    if (!due) return { ...step, limit: step.deadline.withoutDate };
    return { ...step, dueOn: due, limit: step.deadline.withDate.replace('{date}', formatDay(due)) };
  });
}
