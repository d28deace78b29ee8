import type { Context } from 'cognito-local/lib/services/context';
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService';
import { type CognitoLimits, LIMIT_MESSAGES } from './cognito-limits';
import { CognitoTargetError, type ExtraTarget } from './cognito-targets';

/**
 * Passwords as Cognito handles them, where the emulator does not:
 * - ChangePassword: the emulator changes the password, but it neither applies the pool's password
 *   policy (it would take "short") nor answers a wrong current password as Cognito does
 *   (NotAuthorizedException; the emulator says InvalidPasswordException, which Cognito keeps for a
 *   new password the policy refuses). The relay checks both, then lets the emulator change it.
 * - A password sign-in: a wrong password or an unknown user is answered as Cognito answers both,
 *   and repeated wrong passwords lock the user out for a while (cognito-limits.ts).
 * - A password reset: asking for a code and entering one count against the user's hourly limit.
 */
export interface PasswordRelayOptions {
  readonly ctx: Context;
  readonly cognito: { getUserPoolForClientId(ctx: Context, clientId: string): Promise<UserPoolService> };
  readonly emulator: (action: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>;
  readonly limits: CognitoLimits;
}

/** Cognito's longest password. */
const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_RELAY_MESSAGES = {
  wrongPassword: 'Incorrect username or password.',
  tooShort: 'Password did not conform with policy: Password not long enough',
  tooLong: 'Password did not conform with policy: Password must have length less than or equal to 256',
  badToken: 'Invalid Access Token',
} as const;

function clientIdOf(accessToken: unknown): string {
  if (typeof accessToken !== 'string' || accessToken === '')
    throw new CognitoTargetError('InvalidParameterException', 'Missing required parameter AccessToken');
  try {
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    if (typeof payload.client_id === 'string' && payload.client_id !== '') return payload.client_id;
  } catch {
    // Not a token: answered below.
  }
  throw new CognitoTargetError('NotAuthorizedException', PASSWORD_RELAY_MESSAGES.badToken);
}

/** What the pool's policy says of a new password, or undefined when it takes it. */
export function passwordPolicyProblem(password: string, minimumLength: number): string | undefined {
  if (password.length < minimumLength) return PASSWORD_RELAY_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_RELAY_MESSAGES.tooLong;
  return undefined;
}

/** The emulator's answers to a wrong password (InvalidPassword) and to an unknown user (NotAuthorized). */
const isWrongPassword = (error: unknown) =>
  error instanceof CognitoTargetError &&
  (error.errorType === 'InvalidPasswordException' || error.errorType === 'NotAuthorizedException');

/**
 * InitiateAuth (`signIn`, the relay's own) with Cognito's lockout on a password sign-in, and its
 * one answer to a wrong password or an unknown user.
 */
export function withPasswordLockout(signIn: ExtraTarget, limits: CognitoLimits): ExtraTarget {
  return async (body) => {
    const parameters = (body.AuthParameters ?? {}) as Record<string, unknown>;
    if (body.AuthFlow !== 'USER_PASSWORD_AUTH' || typeof parameters.USERNAME !== 'string')
      return signIn(body);
    try {
      return await limits.passwords.signIn(parameters.USERNAME, () => signIn(body), isWrongPassword);
    } catch (error) {
      if (!isWrongPassword(error) || (error as Error).message === LIMIT_MESSAGES.passwordAttempts)
        throw error;
      throw new CognitoTargetError('NotAuthorizedException', PASSWORD_RELAY_MESSAGES.wrongPassword);
    }
  };
}

/** A password reset's call, counted against the user's hourly limit before the emulator answers it. */
function countedReset(action: string, options: PasswordRelayOptions): ExtraTarget {
  return (body) => {
    options.limits.codes.take('reset', String(body.Username ?? ''));
    return options.emulator(action, body);
  };
}

export function passwordTargets(options: PasswordRelayOptions): Record<string, ExtraTarget> {
  const { ctx, cognito, emulator } = options;
  return {
    ForgotPassword: countedReset('ForgotPassword', options),
    ConfirmForgotPassword: countedReset('ConfirmForgotPassword', options),
    ChangePassword: async (body) => {
      const pool = await cognito.getUserPoolForClientId(ctx, clientIdOf(body.AccessToken));
      const minimum = pool.options.Policies?.PasswordPolicy?.MinimumLength ?? 8;
      const problem = passwordPolicyProblem(String(body.ProposedPassword ?? ''), minimum);
      if (problem) throw new CognitoTargetError('InvalidPasswordException', problem);
      try {
        return await emulator('ChangePassword', body);
      } catch (error) {
        // The emulator's only InvalidPassword answer here is a wrong current password.
        if (error instanceof CognitoTargetError && error.errorType === 'InvalidPasswordException')
          throw new CognitoTargetError('NotAuthorizedException', PASSWORD_RELAY_MESSAGES.wrongPassword);
        throw error;
      }
    },
  };
}
