import {
  confirmResetPassword,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signUp,
} from 'aws-amplify/auth';
import { COUNTRY_ATTRIBUTE } from './session-user';

/**
 * Everything the account pages ask of the user pool. Pages call these and never the auth library,
 * so the library can change without touching them.
 */

export interface Registration {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** E.164, e.g. +447700900123. */
  readonly phone: string;
  readonly country: string;
}

export async function registerAccount(registration: Registration): Promise<void> {
  await signUp({
    username: registration.email,
    password: registration.password,
    options: {
      userAttributes: {
        email: registration.email,
        given_name: registration.firstName,
        family_name: registration.lastName,
        phone_number: registration.phone,
        [COUNTRY_ATTRIBUTE]: registration.country,
      },
    },
  });
}

export async function confirmAccount(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email, confirmationCode: code });
}

/** Mails a fresh confirmation link. */
export async function resendConfirmation(email: string): Promise<void> {
  await resendSignUpCode({ username: email });
}

export type PasswordSignInResult = 'signedIn' | 'notConfirmed' | 'unsupportedStep';

/**
 * Signs in with e-mail and password. In AWS the password never leaves the browser (SRP); the local
 * user-pool emulator only understands the plain password flow.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  options: { readonly plainPasswordFlow: boolean },
): Promise<PasswordSignInResult> {
  const result = await signIn({
    username: email,
    password,
    options: { authFlowType: options.plainPasswordFlow ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH' },
  });
  if (result.isSignedIn) return 'signedIn';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'notConfirmed';
  return 'unsupportedStep';
}

export async function requestPasswordReset(email: string): Promise<void> {
  await resetPassword({ username: email });
}

export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

export type SocialProvider = 'Google' | 'Facebook';

/** Leaves for the provider's sign-in page; the browser comes back to /auth/callback. */
export async function signInWithProvider(provider: SocialProvider): Promise<void> {
  await signInWithRedirect({ provider });
}
