import { DEFAULT_COUNTRY } from './constants';

/**
 * How money is written (spec section 9): the symbol of the user's country (GB £, US US$, AU AU$,
 * otherwise $) with thousands separators, 'Not Available' or 'N/A' when there is no figure. A
 * document in another currency keeps its own code, so a figure is never shown as money it is not.
 */
export const NOT_AVAILABLE = 'Not Available';
export const NO_FIGURE = 'N/A';

const SYMBOLS: Readonly<Record<string, string>> = { GB: '£', US: 'US$', AU: 'AU$' };
const CURRENCIES: Readonly<Record<string, string>> = { GB: 'GBP', US: 'USD', AU: 'AUD' };

/** No country means the default, US. */
export function currencySymbol(country: string | null | undefined): string {
  return SYMBOLS[country ?? DEFAULT_COUNTRY] ?? '$';
}

/** The ISO code of the country's own currency, when PolicyLens knows it. */
export function countryCurrency(country: string | null | undefined): string | undefined {
  return CURRENCIES[country ?? DEFAULT_COUNTRY];
}

/** 1234567 as '1,234,567'; pence and cents only when there are some: '12.50'. */
export function formatAmount(amount: number): string {
  return amount.toLocaleString('en-GB', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** '£2,000' when the document's currency is the country's own (or unstated), 'EUR 2,000' when not. */
export function formatMoney(
  amount: number | null | undefined,
  currency: string | null | undefined,
  country: string | null | undefined,
  missing: string = NO_FIGURE,
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return missing;
  const code = currency?.trim().toUpperCase();
  if (code && code !== countryCurrency(country)) return `${code} ${formatAmount(amount)}`;
  return `${currencySymbol(country)}${formatAmount(amount)}`;
}
