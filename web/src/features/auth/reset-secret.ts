/**
 * The secret of a password-reset link (e-mail and code). It arrives in the address fragment and is
 * moved to session storage at once, so it is neither left in the address bar nor in the history.
 */
export interface ResetSecret {
  readonly email: string;
  readonly code: string;
  /** The person's names, when the link carries them: a new password made of them is refused. */
  readonly names?: readonly string[];
}

const namesIn = (values: readonly unknown[]): string[] =>
  values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());

export const RESET_SECRET_KEY = 'policylens.password-reset';

/** '#type=recovery&email=…&name=…&code=…' → the secret; anything else → undefined. */
export function parseRecoveryFragment(fragment: string): ResetSecret | undefined {
  const params = new URLSearchParams(fragment.startsWith('#') ? fragment.slice(1) : fragment);
  if (params.get('type') !== 'recovery') return undefined;
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const names = namesIn(params.getAll('name'));
  if (!email || !code) return undefined;
  return names.length ? { email, code, names } : { email, code };
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): KeyValueStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function storeResetSecret(secret: ResetSecret, store = sessionStore()): void {
  store?.setItem(RESET_SECRET_KEY, JSON.stringify(secret));
}

export function loadResetSecret(store = sessionStore()): ResetSecret | undefined {
  const raw = store?.getItem(RESET_SECRET_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof ResetSecret, unknown>>;
    if (typeof value.email !== 'string' || !value.email || typeof value.code !== 'string' || !value.code)
      return undefined;
    const names = Array.isArray(value.names) ? namesIn(value.names) : [];
    return names.length
      ? { email: value.email, code: value.code, names }
      : { email: value.email, code: value.code };
  } catch {
    return undefined;
  }
}

export function clearResetSecret(store = sessionStore()): void {
  store?.removeItem(RESET_SECRET_KEY);
}
