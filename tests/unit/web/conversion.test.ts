import { describe, expect, it } from 'vitest';
import { CONVERSION_FLAG_KEY, hasConversionFlag, isNewAccount, trackConversion } from '#web/lib/conversion';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('trackConversion', () => {
  it('records one conversion of 1 USD per browser session and sets the flag', () => {
    const store = memoryStore();
    expect(hasConversionFlag(store)).toBe(false);
    expect(trackConversion('email_confirmed', store, new Date('2025-03-01T10:00:00Z'))).toBe(true);
    expect(hasConversionFlag(store)).toBe(true);
    expect(JSON.parse(store.values.get(CONVERSION_FLAG_KEY) ?? '')).toEqual({
      reason: 'email_confirmed',
      value: 1,
      currency: 'USD',
      at: '2025-03-01T10:00:00.000Z',
    });
    expect(trackConversion('new_account', store)).toBe(false);
  });

  it('does nothing without storage', () => {
    expect(trackConversion('new_registration', undefined)).toBe(false);
    expect(hasConversionFlag(undefined)).toBe(false);
  });
});

describe('isNewAccount', () => {
  const now = Date.parse('2025-03-01T10:00:00Z');

  it('counts accounts made in the last ten minutes', () => {
    expect(isNewAccount('2025-03-01T09:50:01Z', now)).toBe(true);
    expect(isNewAccount('2025-03-01T09:50:00Z', now)).toBe(false);
    expect(isNewAccount('2025-02-01T10:00:00Z', now)).toBe(false);
  });

  it('ignores a missing or unreadable time', () => {
    expect(isNewAccount(null, now)).toBe(false);
    expect(isNewAccount('yesterday', now)).toBe(false);
  });
});
