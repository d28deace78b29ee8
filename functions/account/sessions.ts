import { setTimeout as sleep } from 'node:timers/promises';
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { markSignedOut } from '../data/sign-out-marks';
import { cognito } from '../lib/client-cognito';
import { config } from '../lib/config';
import type { Caller } from '../lib/http';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail';
import { passwordChangedMail } from './password-changed-mail';
import { getProfile } from './profile';

/**
 * Signs every session of the user out: the pool revokes their refresh tokens first (so no session
 * gets a new token after the mark), then the mark refuses every access token issued up to now.
 * It answers once the mark's second has come, so a sign-in after it (the caller's own, to go on)
 * is never caught by it. Returns when (ms) the sessions were signed out.
 */
export async function signOutEverywhere(caller: Caller): Promise<number> {
  await cognito().send(
    new AdminUserGlobalSignOutCommand({ UserPoolId: config().userPoolId, Username: caller.username }),
  );
  const now = Date.now();
  const mark = await markSignedOut(caller.sub, now);
  await sleep(Math.max(0, mark.signedOutBefore * 1000 - Date.now()));
  return now;
}

/**
 * The signed-in person has just changed their password (in the user pool, from the app): every
 * session is signed out, this one too (the app signs in again with the new password), and they
 * are told by mail. A mail that fails is logged: the sign-out has been done and stands.
 */
export async function passwordChanged(caller: Caller): Promise<{ signedOutAt: string }> {
  const profile = await getProfile(caller);
  const changedAt = await signOutEverywhere(caller);
  try {
    await sendMail(
      passwordChangedMail({
        to: profile.email,
        firstName: profile.firstName,
        changedAt,
        appUrl: config().appUrl,
      }),
    );
  } catch (error) {
    logger.warn('password change mail failed', { error: (error as Error).name });
  }
  return { signedOutAt: new Date(changedAt).toISOString() };
}
