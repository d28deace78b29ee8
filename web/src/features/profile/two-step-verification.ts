import { AUTHENTICATOR_CODE_MESSAGES } from '#web/components/authenticator-code';
import { asServiceError } from '#web/lib/auth/auth-errors';
import { signInMethodOf } from '#web/lib/auth/change-password';

/**
 * Two-step verification with an authenticator app (TOTP), as the profile page shows it. Setting it
 * up gives a secret key; the app makes a new 6-digit code from it every 30 seconds.
 */

/** The name the authenticator app shows above the account's codes. */
export const AUTHENTICATOR_ISSUER = 'PolicyLens';

/** A secret key as people copy it by hand: groups of four characters. */
export function groupSecretKey(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * Whether the person signs in through Google or Facebook. They have no PolicyLens password, so the
 * user pool's second step does not apply to them (their provider has its own).
 */
export function signsInWithProvider(idTokenClaims: Readonly<Record<string, unknown>> | undefined): boolean {
  return signInMethodOf(idTokenClaims).kind === 'provider';
}

/** What the user pool says of the person's second-step methods. */
export interface MfaPreference {
  readonly enabled?: readonly string[];
  readonly preferred?: string;
}

export function isAuthenticatorOn(preference: MfaPreference): boolean {
  return preference.preferred === 'TOTP' || (preference.enabled ?? []).includes('TOTP');
}

export const TWO_STEP_MESSAGES = {
  ...AUTHENTICATOR_CODE_MESSAGES,
  turnedOn:
    'Two-step verification is on. You will be asked for a code from your authenticator app when you log in.',
  turnedOff: 'Two-step verification is off. You can remove PolicyLens from your authenticator app.',
  startFailed: 'We could not start setting up two-step verification. Please try again.',
  confirmFailed: 'We could not turn on two-step verification. Please try again.',
  turnOffFailed: 'We could not turn off two-step verification. Please try again.',
  loadFailed: 'We could not check your two-step verification.',
} as const;

/** Why the first code was refused, in words for the person holding the app. */
export function setupCodeErrorMessage(error: unknown): string {
  const { name, message } = asServiceError(error);
  if (/already been used/i.test(message)) return TWO_STEP_MESSAGES.usedCode;
  // Cognito answers a wrong first code with EnableSoftwareTokenMFAException ('Code mismatch').
  if (name === 'EnableSoftwareTokenMFAException' || name === 'CodeMismatchException')
    return TWO_STEP_MESSAGES.wrongCode;
  return TWO_STEP_MESSAGES.confirmFailed;
}
