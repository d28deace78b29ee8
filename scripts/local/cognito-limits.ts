import { CognitoTargetError } from './cognito-targets';

/**
 * Cognito's own limits on one user, which the emulator lacks, applied by the relay. The numbers,
 * all here, and where they come from (Amazon Cognito Developer Guide):
 *
 * - Codes. "Recovering user accounts", forgot-password behaviour: "In a given hour, we allow
 *   between 5 and 20 attempts for a user to request or enter a password reset code". The relay
 *   takes the lower end, counts ForgotPassword and ConfirmForgotPassword per user, and applies the
 *   same number to every other code the pool mails (a confirmation code sent again, the code for
 *   a changed address), per address it goes to, as Cognito publishes no other. Past it Cognito
 *   answers LimitExceededException, "Attempt limit exceeded, please try after some time.".
 * - Wrong codes. "Adding MFA to a user pool": after five wrong codes at sign-in Cognito begins the
 *   lockout below; the relay ends that sign-in's code step after five, and after five wrong codes
 *   for a changed address a new code must be asked for.
 * - Passwords. "Authentication", lockout behaviour for failed sign-in attempts: after five wrong
 *   passwords the user is locked out for 2^(n-5) seconds (n wrong passwords so far), up to about
 *   15 minutes; a sign-in during a lockout is answered NotAuthorizedException "Password attempts
 *   exceeded" and does not count; a right password after the lockout, or 15 minutes without a
 *   try, starts afresh.
 */
export const COGNITO_LIMITS = {
  codeAttemptsPerHour: 5,
  codeWindowMs: 60 * 60_000,
  wrongCodes: 5,
  wrongPasswordsBeforeLockout: 5,
  firstLockoutMs: 1000,
  longestLockoutMs: 15 * 60_000,
  quietMsBeforeFresh: 15 * 60_000,
} as const;

export const LIMIT_MESSAGES = {
  attempts: 'Attempt limit exceeded, please try after some time.',
  passwordAttempts: 'Password attempts exceeded',
} as const;

/** What codes are counted for: a password reset of a user, or any other code mailed to an address. */
export type CodeKind = 'reset' | 'mail';

/** Attempts at codes per user or address within the last hour. */
class CodeAttempts {
  private readonly times = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /** Counts one more attempt, or refuses it as Cognito does once the hour's are spent. */
  take(kind: CodeKind, address: string): void {
    const key = `${kind}:${address.trim().toLowerCase()}`;
    const now = this.now();
    const recent = (this.times.get(key) ?? []).filter((t) => t > now - COGNITO_LIMITS.codeWindowMs);
    if (recent.length >= COGNITO_LIMITS.codeAttemptsPerHour) {
      this.times.set(key, recent);
      throw new CognitoTargetError('LimitExceededException', LIMIT_MESSAGES.attempts);
    }
    this.times.set(key, [...recent, now]);
  }
}

interface WrongPasswords {
  readonly count: number;
  readonly lockedUntil: number;
  readonly lastTry: number;
}

/** How long a user is locked out after `count` wrong passwords (0 before the fifth). Pure. */
export function lockoutMs(count: number): number {
  const over = count - COGNITO_LIMITS.wrongPasswordsBeforeLockout;
  if (over < 0) return 0;
  return Math.min(COGNITO_LIMITS.firstLockoutMs * 2 ** over, COGNITO_LIMITS.longestLockoutMs);
}

/** Wrong passwords per user, and their lockouts. */
class PasswordLockouts {
  private readonly users = new Map<string, WrongPasswords>();

  constructor(private readonly now: () => number) {}

  /**
   * Runs a password sign-in of `username`, refused while they are locked out; a wrong password
   * (`isWrong` of its error) counts, a right one starts them afresh.
   */
  async signIn<T>(username: string, run: () => Promise<T>, isWrong: (error: unknown) => boolean): Promise<T> {
    const key = username.trim().toLowerCase();
    const now = this.now();
    const known = this.users.get(key);
    const before = known && now - known.lastTry < COGNITO_LIMITS.quietMsBeforeFresh ? known : undefined;
    if (before && now < before.lockedUntil) {
      this.users.set(key, { ...before, lastTry: now });
      throw new CognitoTargetError('NotAuthorizedException', LIMIT_MESSAGES.passwordAttempts);
    }
    try {
      const result = await run();
      this.users.delete(key);
      return result;
    } catch (error) {
      if (isWrong(error)) {
        const count = (before?.count ?? 0) + 1;
        this.users.set(key, { count, lockedUntil: now + lockoutMs(count), lastTry: now });
      }
      throw error;
    }
  }
}

/** The relay's counters, for one run of the user pool (kept in memory, as a lockout is short). */
export interface CognitoLimits {
  readonly codes: CodeAttempts;
  readonly passwords: PasswordLockouts;
}

export function cognitoLimits(now: () => number = Date.now): CognitoLimits {
  return { codes: new CodeAttempts(now), passwords: new PasswordLockouts(now) };
}
