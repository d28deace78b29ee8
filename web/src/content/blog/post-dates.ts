/** Blog dates: day-month-year in full on a post, and relative ('3 weeks ago') in lists. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the calendar day, so server and browser agree whatever their time zone. */
function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

function parseIsoDate(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '2025-03-04' → '4 March 2025'. Text that is not a date is returned as it is. */
export function formatPostDate(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Whole calendar months from `from` to `to` (a month counts once its day of the month is reached). */
function monthsBetween(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * How long before `now` a post appeared, in whole calendar days, weeks, months or years:
 * 'today', 'yesterday', '5 days ago', '3 weeks ago', '2 months ago', '19 months ago', '3 years ago'.
 * Months run to two years, so posts of one year are told apart rather than all '1 year ago'.
 * A date still to come is shown in full.
 */
export function relativePostDate(iso: string, now: Date): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const days = Math.round((utcDay(now) - utcDay(date)) / DAY_MS);
  if (days < 0) return formatPostDate(iso);
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return ago(days, 'day');
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  const months = monthsBetween(date, now);
  if (months < 24) return ago(Math.max(1, months), 'month');
  return ago(Math.floor(months / 12), 'year');
}
