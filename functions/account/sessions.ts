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

/** Whose sessions end: their id (the sign-out mark's), their name in the user pool, and the pool. */
export interface PoolUser {
  readonly sub: string;
  readonly username: string;
  readonly userPoolId: string;
}

/** Someone whose password has just been changed or reset, as the mail to them names them. */
export interface PasswordHolder extends PoolUser {
  readonly email: string;
  readonly firstName: string | null;
}

/**
 * Signs every session of the user out: the pool revokes their refresh tokens first (so no session
 * gets a new token after the mark), then the mark refuses every access token issued up to now.
 * It answers once the mark's second has come, so a sign-in after it (the caller's own, to go on)
 * is never caught by it. Returns when (ms) the sessions were signed out.
 */
export async function signOutEverywhere(user: PoolUser): Promise<number> {
  await cognito().send(
    new AdminUserGlobalSignOutCommand({ UserPoolId: user.userPoolId, Username: user.username }),
  );
  const now = Date.now();
  const mark = await markSignedOut(user.sub, now);
  await sleep(Math.max(0, mark.signedOutBefore * 1000 - Date.now()));
  return now;
}

/**
 * A password has just been changed (from the app) or reset (with a mailed code): every session is
 * signed out, and the person is told by mail. A mail that fails is logged: the sign-out has been
 * done and stands.
 */
export async function passwordReplaced(holder: PasswordHolder): Promise<{ signedOutAt: string }> {
  const changedAt = await signOutEverywhere(holder);
  try {
    await sendMail(
      passwordChangedMail({
        to: holder.email,
        firstName: holder.firstName,
        changedAt,
        appUrl: config().appUrl,
      }),
    );
  } catch (error) {
    logger.warn('password change mail failed', { error: (error as Error).name });
  }
  return { signedOutAt: new Date(changedAt).toISOString() };
}

/**
 * The signed-in person has just changed their password (in the user pool, from the app): every
 * session is signed out, this one too (the app signs in again with the new password).
 */
export async function passwordChanged(caller: Caller): Promise<{ signedOutAt: string }> {
  const profile = await getProfile(caller);
  return passwordReplaced({
    sub: caller.sub,
    username: caller.username,
    userPoolId: config().userPoolId,
    email: profile.email,
    firstName: profile.firstName,
  });
}
