import { setTimeout as sleep } from 'node:timers/promises';
import { type AccessTokenOptions, type SignOutMark, signedInUsers } from './access-token';
import type { ExtraTarget } from './cognito-targets';

/**
 * GlobalSignOut as Cognito answers it, which the emulator does not have: every refresh token of
 * the user is revoked, and every access token issued before it is refused by the access-token
 * check (calls the relay answers, and GetUser, which it checks before the emulator answers).
 */
export interface SignOutRelayOptions extends AccessTokenOptions {
  readonly emulator: (action: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

export function signOutTargets(options: SignOutRelayOptions): Record<string, ExtraTarget> {
  const userOfToken = signedInUsers(options);
  const { ctx, emulator } = options;
  return {
    GlobalSignOut: async (body) => {
      const { user, pool } = await userOfToken(body.AccessToken);
      // Tokens carry their issue time in whole seconds: every one issued up to now is before the
      // next second, and the answer waits for it, so a sign-in after it is never caught.
      const cutoff = Math.floor(Date.now() / 1000) + 1;
      const mark: SignOutMark = { SignedOutBefore: cutoff };
      await pool.saveUser(ctx, { ...user, ...mark, RefreshTokens: [] });
      await sleep(Math.max(0, cutoff * 1000 - Date.now()));
      return {};
    },
    GetUser: async (body) => {
      await userOfToken(body.AccessToken);
      return emulator('GetUser', body);
    },
  };
}
