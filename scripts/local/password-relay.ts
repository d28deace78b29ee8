import type { Context } from 'cognito-local/lib/services/context';
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService';
import { CognitoTargetError, type ExtraTarget } from './cognito-targets';

/**
 * ChangePassword as Cognito answers it. The emulator changes the password, but it neither applies
 * the pool's password policy (it would take "short") nor answers a wrong current password as
 * Cognito does (NotAuthorizedException; the emulator says InvalidPasswordException, which Cognito
 * keeps for a new password the policy refuses). The relay checks both, then lets the emulator
 * change it.
 */
export interface PasswordRelayOptions {
  readonly ctx: Context;
  readonly cognito: { getUserPoolForClientId(ctx: Context, clientId: string): Promise<UserPoolService> };
  readonly emulator: (action: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>;
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

export function passwordTargets(options: PasswordRelayOptions): Record<string, ExtraTarget> {
  const { ctx, cognito, emulator } = options;
  return {
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
