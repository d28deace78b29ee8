import { DEFAULT_COUNTRY } from '../../../../domain/constants';

/**
 * How amounts of cover are written (spec section 9): the symbol of the user's country with
 * thousands separators, 'Not Available' or 'N/A' when there is no figure. A document in another
 * currency keeps its own code, so a figure is never shown as money it is not.
 */
export const NOT_AVAILABLE = 'Not Available';
export const NO_FIGURE = 'N/A';

const SYMBOLS: Readonly<Record<string, string>> = { GB: '£', US: 'US$', AU: 'AU$' };
const CURRENCIES: Readonly<Record<string, string>> = { GB: 'GBP', US: 'USD', AU: 'AUD' };

/** GB £, US US$, AU AU$, otherwise $; no country means the default, US. */
export function currencySymbol(country: string | undefined): string {
  return SYMBOLS[country ?? DEFAULT_COUNTRY] ?? '$';
}

/** The ISO code of the country's own currency, when PolicyLens knows it. */
export function countryCurrency(country: string | undefined): string | undefined {
  return CURRENCIES[country ?? DEFAULT_COUNTRY];
}

/** 1234567 as '1,234,567'; pence and cents only when there are some: '12.50'. */
export function formatAmount(amount: number): string {
  const fraction = !Number.isInteger(amount);
  return amount.toLocaleString('en-GB', {
    minimumFractionDigits: fraction ? 2 : 0,
    maximumFractionDigits: 2,
  });
}

/**
 * An amount as money for someone in `country`: '£2,000' when the document's currency is the
 * country's own (or unstated), 'EUR 2,000' when it is another.
 */
export function formatMoney(
  amount: number | null | undefined,
  currency: string | null | undefined,
  country: string | undefined,
  missing: string = NO_FIGURE,
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return missing;
  const own = countryCurrency(country);
  const code = currency?.trim().toUpperCase();
  if (code && code !== own) return `${code} ${formatAmount(amount)}`;
  return `${currencySymbol(country)}${formatAmount(amount)}`;
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

/** A policy's period, '01-03-2025 to 28-02-2026', with 'No date given' for an unknown end. */
export function formatPolicyPeriod(startDate: string | null, endDate: string | null): string {
  const day = (iso: string | null) => {
    const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
    return match ? `${match[3]}-${match[2]}-${match[1]}` : 'No date given';
  };
  return `${day(startDate)} to ${day(endDate)}`;
}
