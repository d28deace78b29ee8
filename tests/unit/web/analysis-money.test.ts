import { describe, expect, it, vi } from 'vitest';

vi.mock('#web/lib/auth/cognito-session', () => ({ getAccessToken: async () => undefined }));

import { countryCurrency, currencySymbol, formatAmount, formatMoney, NOT_AVAILABLE } from '#domain/money';
import { formatPolicyPeriod } from '#domain/policy-period';
import { formatDay, tiersText } from '#web/features/coverage/coverage-display';

describe('currency symbol by profile country', () => {
  it('is £ for GB, US$ for US, AU$ for AU and $ otherwise', () => {
    expect(currencySymbol('GB')).toBe('£');
    expect(currencySymbol('US')).toBe('US$');
    expect(currencySymbol('AU')).toBe('AU$');
    expect(currencySymbol('NZ')).toBe('$');
  });

  it('falls back to the default country, US, when the profile has none', () => {
    expect(currencySymbol(undefined)).toBe('US$');
    expect(countryCurrency(undefined)).toBe('USD');
  });
});

describe('amounts', () => {
  it('have thousands separators and pence only when there are some', () => {
    expect(formatAmount(10_000_000)).toBe('10,000,000');
    expect(formatAmount(2000)).toBe('2,000');
    expect(formatAmount(12.5)).toBe('12.50');
    expect(formatAmount(999)).toBe('999');
  });
});

describe('money', () => {
  it("uses the country's symbol when the document is in the country's currency", () => {
    expect(formatMoney(2000, 'GBP', 'GB')).toBe('£2,000');
    expect(formatMoney(2_000_000, 'USD', 'US')).toBe('US$2,000,000');
    expect(formatMoney(75, 'AUD', 'AU')).toBe('AU$75');
  });

  it("uses the country's symbol when the document states no currency", () => {
    expect(formatMoney(250, null, 'GB')).toBe('£250');
    expect(formatMoney(250, undefined, undefined)).toBe('US$250');
  });

  it("shows the document's own currency code rather than mislabel the money", () => {
    expect(formatMoney(2000, 'GBP', 'US')).toBe('GBP 2,000');
    expect(formatMoney(5000, 'eur', 'GB')).toBe('EUR 5,000');
    expect(formatMoney(1000, 'USD', undefined)).toBe('US$1,000');
  });

  it("says 'N/A' for a missing figure, or the words asked for", () => {
    expect(formatMoney(null, 'GBP', 'GB')).toBe('N/A');
    expect(formatMoney(undefined, 'GBP', 'GB', NOT_AVAILABLE)).toBe('Not Available');
    expect(formatMoney(Number.NaN, 'GBP', 'GB')).toBe('N/A');
  });
});

describe('plan tiers', () => {
  it("are listed as 'also: …' in the same money", () => {
    expect(tiersText([1000, 3000], 'GBP', 'GB')).toBe('also: £1,000, £3,000');
    expect(tiersText([], 'GBP', 'GB')).toBeUndefined();
    expect(tiersText(undefined, 'GBP', 'GB')).toBeUndefined();
  });
});

describe('dates', () => {
  it('are day-month-year', () => {
    expect(formatPolicyPeriod('2025-01-15', '2026-01-14')).toBe('15-01-2025 to 14-01-2026');
    expect(formatPolicyPeriod(null, '2026-01-14')).toBe('No date given to 14-01-2026');
    expect(formatPolicyPeriod(null, null)).toBe('Dates not known');
    const local = new Date(2025, 5, 10, 14, 5);
    expect(formatDay(local.toISOString())).toBe('10-06-2025');
    expect(formatDay('not a date')).toBeUndefined();
  });
});
