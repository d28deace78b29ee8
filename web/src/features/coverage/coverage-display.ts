import { formatMoney } from '#domain/money';
import type { CoverStatusView } from '#domain/schemas/coverage-job';

/** What the page says of a cover's status, as the analysis gives it (never read from a missing figure). */
export const STATUS_TEXT: Readonly<Record<CoverStatusView, { label: string; note?: string }>> = {
  covered: { label: 'Covered' },
  optional: { label: 'Optional extra', note: 'Only with an add-on or a higher plan' },
  not_covered: { label: 'Not covered' },
  not_stated: { label: 'Not stated' },
};

/** The words for a status, or none for a status the page does not know (an older answer's). */
export function statusText(status: string | undefined): { label: string; note?: string } | undefined {
  return status && Object.hasOwn(STATUS_TEXT, status) ? STATUS_TEXT[status as CoverStatusView] : undefined;
}

/** Other plans' figures for the same cover: 'also: £1,000, £3,000'; nothing when there are none. */
export function tiersText(
  tiers: readonly number[] | undefined,
  currency: string | null | undefined,
  country: string | undefined,
): string | undefined {
  const figures = (tiers ?? []).filter((t) => Number.isFinite(t));
  if (figures.length === 0) return undefined;
  return `also: ${figures.map((t) => formatMoney(t, currency, country)).join(', ')}`;
}

/** '2025-06-10T…' as '10-06-2025' in the user's own time zone. */
export function formatDay(timestamp: string): string | undefined {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}
