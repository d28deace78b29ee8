/**
 * How a policy's period is written wherever it is shown (spec section 9: days day-month-year;
 * section 8: a missing date is 'No date given'). A period with neither date is 'Dates not known'
 * rather than 'No date given to No date given': no date is ever made up to fill it. Pure.
 */
export const NO_DATE_GIVEN = 'No date given';
export const DATES_NOT_KNOWN = 'Dates not known';

/** '2025-03-01' (or a full ISO timestamp) as '01-03-2025'; undefined when there is no usable date. */
export function formatDisplayDate(iso: string | null | undefined): string | undefined {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!match) return undefined;
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}

/** '01-03-2025 to 28-02-2026', 'No date given' for an unknown end, 'Dates not known' for both. */
export function formatPolicyPeriod(startDate: string | null, endDate: string | null): string {
  const start = formatDisplayDate(startDate);
  const end = formatDisplayDate(endDate);
  if (!start && !end) return DATES_NOT_KNOWN;
  return `${start ?? NO_DATE_GIVEN} to ${end ?? NO_DATE_GIVEN}`;
}
