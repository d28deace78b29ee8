import { AUTHENTICATOR_CODE_MESSAGES } from '#web/components/authenticator-code';
import { asServiceError, LOGIN_MESSAGES } from '#web/lib/auth/auth-errors';

/**
 * Where a password sign-in stands after each call to the user pool. A user who turned on two-step
 * verification is asked, after the password, for the code their authenticator app shows.
 */
export type SignInStep = 'signedIn' | 'notConfirmed' | 'authenticatorCode' | 'unsupportedStep';

/** What the auth library answers to a sign-in call. */
export interface SignInOutput {
  readonly isSignedIn: boolean;
  readonly nextStep: { readonly signInStep: string };
}

export function signInStepOf(output: SignInOutput): SignInStep {
  if (output.isSignedIn) return 'signedIn';
  switch (output.nextStep.signInStep) {
    case 'CONFIRM_SIGN_UP':
      return 'notConfirmed';
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return 'authenticatorCode';
    default:
      return 'unsupportedStep';
  }
}

export const CODE_STEP_MESSAGES = {
  ...AUTHENTICATOR_CODE_MESSAGES,
  timedOut: 'Your log-in timed out. Please enter your email and password again.',
  failed: 'Something went wrong. Please try again.',
} as const;

/**
 * A code that was refused: try another ('retry') or, when the sign-in itself has ended (it lasts
 * three minutes, and a few wrong codes end it), start again from the password ('restart').
 */
export interface CodeFailure {
  readonly next: 'retry' | 'restart';
  readonly message: string;
}

export function codeFailure(error: unknown): CodeFailure {
  const { name, message } = asServiceError(error);
  if (name === 'CodeMismatchException')
    return {
      next: 'retry',
      message: /already been used/i.test(message)
        ? CODE_STEP_MESSAGES.usedCode
        : CODE_STEP_MESSAGES.wrongCode,
    };
  if (/LimitExceeded|TooMany/.test(name) || /attempts exceeded|too many/i.test(message))
    return { next: 'retry', message: LOGIN_MESSAGES.tooMany };
  // The challenge's session is over, or gone (the page was reloaded): sign in again.
  if (name === 'NotAuthorizedException' || name === 'ExpiredCodeException' || name === 'SignInException')
    return { next: 'restart', message: CODE_STEP_MESSAGES.timedOut };
  return { next: 'retry', message: CODE_STEP_MESSAGES.failed };
}
