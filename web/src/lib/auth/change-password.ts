import { fetchAuthSession, updatePassword } from 'aws-amplify/auth';
import { MESSAGES } from '#domain/schemas/form-messages';
import { signInWithPassword } from './account-actions';
import { asServiceError, LOGIN_MESSAGES, RESET_MESSAGES } from './auth-errors';
import { signOutEverywhereAndBackIn } from './cognito-session';

/**
 * Changing the password of the signed-in person (the user pool's ChangePassword, with their
 * current password), and what to tell them when it does not work.
 */

/** What changing the password does, one step at a time (the auth library's, or a test's). */
export interface PasswordChangeSteps {
  /** The user pool's ChangePassword; the current password proves it is them. */
  readonly update: (currentPassword: string, newPassword: string) => Promise<void>;
  /**
   * Tells the API the password was changed: it signs every session out at once (access tokens
   * already handed out included) and mails the person that their password was changed.
   */
  readonly report: () => Promise<unknown>;
  /**
   * Signs out every session, this one too (the pool revokes every refresh token and the access
   * tokens issued before), then signs this one in again with the new password: true when it is.
   * `signedOutAlready` when the API has done the signing out everywhere: this session's tokens are
   * revoked, so only its own are dropped (the pool's GlobalSignOut would refuse them with a 400).
   */
  readonly signOutEverywhereAndBackIn: (newPassword: string, signedOutAlready: boolean) => Promise<boolean>;
}

/**
 * Sets a new password and ends every other session: a device signed in with the old password (or
 * by someone who knew it) is signed out. 'signedIn' when this session goes on with the new
 * password; 'signedOut' when it could not be signed in again (a second step, say) and the person
 * logs in again.
 */
export async function changePasswordWith(
  steps: PasswordChangeSteps,
  currentPassword: string,
  newPassword: string,
): Promise<'signedIn' | 'signedOut'> {
  await steps.update(currentPassword, newPassword);
  // The password has changed whatever the API answers; when the report did not get through, the
  // pool's own sign-out below revokes every refresh token instead.
  const reported = await steps.report().then(
    () => true,
    () => false,
  );
  return (await steps.signOutEverywhereAndBackIn(newPassword, reported)) ? 'signedIn' : 'signedOut';
}

/** Changes the password of the signed-in person through the auth library. */
export function changePassword(
  email: string,
  currentPassword: string,
  newPassword: string,
  options: { readonly plainPasswordFlow: boolean; readonly report: () => Promise<unknown> },
): Promise<'signedIn' | 'signedOut'> {
  return changePasswordWith(
    {
      update: (oldPassword, password) => updatePassword({ oldPassword, newPassword: password }),
      report: options.report,
      signOutEverywhereAndBackIn: (password, signedOutAlready) =>
        signOutEverywhereAndBackIn(
          async () => (await signInWithPassword(email, password, options)) === 'signedIn',
          signedOutAlready,
        ),
    },
    currentPassword,
    newPassword,
  );
}

/** How the person signs in: with a PolicyLens password, or through Google or Facebook only. */
export type SignInMethod =
  | { readonly kind: 'password' }
  | { readonly kind: 'provider'; readonly provider: string };

/**
 * From the ID token: a person who came through Google or Facebook has the provider in
 * `identities` (a list, or the same as JSON text) and no PolicyLens password.
 */
export function signInMethodOf(idTokenClaims: Readonly<Record<string, unknown>> | undefined): SignInMethod {
  let identities = idTokenClaims?.identities;
  if (typeof identities === 'string') {
    try {
      identities = JSON.parse(identities);
    } catch {
      identities = undefined;
    }
  }
  if (!Array.isArray(identities) || identities.length === 0) return { kind: 'password' };
  const first = identities[0] as { providerName?: unknown };
  return {
    kind: 'provider',
    provider: typeof first.providerName === 'string' ? first.providerName : 'Google',
  };
}

export async function readSignInMethod(): Promise<SignInMethod> {
  const session = await fetchAuthSession();
  return signInMethodOf(session.tokens?.idToken?.payload);
}

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Please enter your current password',
  wrongCurrent: 'Your current password is incorrect',
  changed: RESET_MESSAGES.updated,
  failed: RESET_MESSAGES.failed,
  sessionEnded: 'Your session has ended. Please log in again to change your password.',
  provider: (provider: string) =>
    `You sign in with ${provider}, so there is no PolicyLens password to change. To change your password, change it with ${provider}.`,
} as const;

export interface ChangePasswordFailure {
  /** The field the message belongs beside, or undefined for one about the whole form. */
  readonly field?: 'currentPassword' | 'password';
  readonly message: string;
}

/**
 * What the user pool's answer means for the person. A wrong current password is answered
 * NotAuthorizedException "Incorrect username or password."; an access token that no longer works
 * (signed out everywhere) is NotAuthorizedException with another message.
 */
export function changePasswordFailure(error: unknown): ChangePasswordFailure {
  const { name, message } = asServiceError(error);
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException')
    return { message: LOGIN_MESSAGES.tooMany };
  if (name === 'NotAuthorizedException' && /incorrect username or password/i.test(message))
    return { field: 'currentPassword', message: CHANGE_PASSWORD_MESSAGES.wrongCurrent };
  if (name === 'NotAuthorizedException') return { message: CHANGE_PASSWORD_MESSAGES.sessionEnded };
  if (name === 'InvalidPasswordException') return { field: 'password', message: MESSAGES.passwordTooShort };
  return { message: CHANGE_PASSWORD_MESSAGES.failed };
}
