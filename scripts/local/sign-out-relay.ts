import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'cognito-local/lib/services/context';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService';
import { type AccessTokenOptions, type SignOutMark, signedInUsers } from './access-token';
import { CognitoTargetError, type ExtraTarget } from './cognito-targets';

/**
 * GlobalSignOut and AdminUserGlobalSignOut as Cognito answers them, which the emulator does not
 * have: every refresh token of the user is revoked, and every access token issued before it is
 * refused by the access-token check (calls the relay answers, and GetUser, which it checks before
 * the emulator answers).
 */
export interface SignOutRelayOptions extends AccessTokenOptions {
  readonly cognito: AccessTokenOptions['cognito'] & {
    getUserPool(ctx: Context, userPoolId: string): Promise<UserPoolService>;
  };
  readonly emulator: (action: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

/** Marks the user signed out and drops their refresh tokens; answers once tokens issued later count. */
async function signOut(ctx: Context, pool: UserPoolService, user: User): Promise<Record<string, never>> {
  // Tokens carry their issue time in whole seconds: every one issued up to now is before the
  // next second, and the answer waits for it, so a sign-in after it is never caught.
  const cutoff = Math.floor(Date.now() / 1000) + 1;
  const mark: SignOutMark = { SignedOutBefore: cutoff };
  await pool.saveUser(ctx, { ...user, ...mark, RefreshTokens: [] });
  await sleep(Math.max(0, cutoff * 1000 - Date.now()));
  return {};
}

export function signOutTargets(options: SignOutRelayOptions): Record<string, ExtraTarget> {
  const userOfToken = signedInUsers(options);
  const { ctx, cognito, emulator } = options;
  return {
    GlobalSignOut: async (body) => {
      const { user, pool } = await userOfToken(body.AccessToken);
      return signOut(ctx, pool, user);
    },
    AdminUserGlobalSignOut: async (body) => {
      const pool = await cognito.getUserPool(ctx, String(body.UserPoolId ?? ''));
      const user = await pool.getUserByUsername(ctx, String(body.Username ?? ''));
      if (!user) throw new CognitoTargetError('UserNotFoundException', 'User does not exist.');
      return signOut(ctx, pool, user);
    },
    GetUser: async (body) => {
      await userOfToken(body.AccessToken);
      return emulator('GetUser', body);
    },
  };
}
