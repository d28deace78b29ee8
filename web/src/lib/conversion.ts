import { NEW_USER_WINDOW_MS } from '#domain/constants';

/**
 * The sign-up conversion (spec: value 1 USD, once per browser session). No third-party tag is
 * loaded; the conversion is recorded in session storage, where an ad tag can be wired in later.
 */
export const CONVERSION_FLAG_KEY = 'policylens.conversion';

export type ConversionReason = 'email_confirmed' | 'new_registration' | 'new_account';

export interface ConversionRecord {
  readonly reason: ConversionReason;
  readonly value: 1;
  readonly currency: 'USD';
  readonly at: string;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): KeyValueStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the conversion then simply is not remembered.
    return undefined;
  }
}

export function hasConversionFlag(store: KeyValueStore | undefined = sessionStore()): boolean {
  return store?.getItem(CONVERSION_FLAG_KEY) != null;
}

/** Records the conversion and sets the one-time flag; a second call in the same session does nothing. */
export function trackConversion(
  reason: ConversionReason,
  store: KeyValueStore | undefined = sessionStore(),
  now: Date = new Date(),
): boolean {
  if (!store || hasConversionFlag(store)) return false;
  const record: ConversionRecord = { reason, value: 1, currency: 'USD', at: now.toISOString() };
  try {
    store.setItem(CONVERSION_FLAG_KEY, JSON.stringify(record));
  } catch {
    return false;
  }
  return true;
}

/** An account made in the last ten minutes counts as a new registration. */
export function isNewAccount(createdAt: string | null | undefined, nowMs: number): boolean {
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  const age = nowMs - created;
  return age >= 0 && age < NEW_USER_WINDOW_MS;
}
