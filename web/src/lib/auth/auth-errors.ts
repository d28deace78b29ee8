import { MESSAGES } from '#domain/schemas/form-messages';

/**
 * Turns what the user pool answers into the spec's words. Cognito errors carry their kind in
 * `name` (e.g. `UsernameExistsException`) and a service sentence in `message`.
 */
export interface ServiceError {
  readonly name: string;
  readonly message: string;
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export function asServiceError(error: unknown): ServiceError {
  if (error instanceof Error) return { name: error.name, message: error.message };
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return {
      name: typeof name === 'string' ? name : 'Error',
      message: typeof message === 'string' ? message : FALLBACK_MESSAGE,
    };
  }
  return { name: 'Error', message: typeof error === 'string' ? error : FALLBACK_MESSAGE };
}

/**
 * How the user pool wraps a message thrown by one of its triggers: "PreSignUp failed with error
 * Phone number must contain digits only." in AWS; the local emulator names the trigger
 * "preSignUp". Any trigger's name, in either case.
 */
const TRIGGER_WRAPPING = /^\s*[A-Za-z]+ failed with error\s+([\s\S]*?)\.?\s*$/;

/** A trigger's own message without the service's wrapping (the prefix and the full stop it adds). */
export function triggerMessage(message: string): string {
  const inner = TRIGGER_WRAPPING.exec(message)?.[1];
  return (inner ?? message).trim();
}

export const LOGIN_MESSAGES = {
  invalid: 'Invalid email or password',
  tooMany: 'Too many attempts. Please try again later.',
  notConfirmed: 'Email not confirmed. Please check your inbox.',
  unsupportedStep:
    'Your account needs an extra sign-in step that PolicyLens does not support yet. Please contact us for help.',
} as const;

const RATE_LIMITED = new Set([
  'LimitExceededException',
  'TooManyRequestsException',
  'TooManyFailedAttemptsException',
]);

function isRateLimited({ name, message }: ServiceError): boolean {
  return RATE_LIMITED.has(name) || /rate|attempts exceeded|too many/i.test(message);
}

/** Log in: only three outcomes are told apart, so a failure never says which part was wrong. */
export function loginErrorMessage(error: unknown): string {
  const service = asServiceError(error);
  if (isRateLimited(service)) return LOGIN_MESSAGES.tooMany;
  if (service.name === 'UserNotConfirmedException' || /confirmed/i.test(service.message))
    return LOGIN_MESSAGES.notConfirmed;
  return LOGIN_MESSAGES.invalid;
}

export const REGISTRATION_MESSAGES = {
  exists: 'An account with this email already exists',
  success: 'Check your email to confirm your account!',
} as const;

/** Register: a known clash or password rule in plain words; anything else as the service says it. */
export function registrationErrorMessage(error: unknown): string {
  const service = asServiceError(error);
  if (service.name === 'UsernameExistsException' || /unique constraint|already exists/i.test(service.message))
    return REGISTRATION_MESSAGES.exists;
  if (service.name === 'InvalidPasswordException') return MESSAGES.passwordTooShort;
  if (isRateLimited(service)) return LOGIN_MESSAGES.tooMany;
  return triggerMessage(service.message) || FALLBACK_MESSAGE;
}

export type ConfirmationOutcome = 'confirmed' | 'code-wrong' | 'link-expired' | 'failed';

/** Said when the code in a confirmation link is not the one the account is waiting for. */
export const CONFIRMATION_CODE_WRONG =
  "That confirmation code didn't match. Please open the link in your latest confirmation email, or send yourself a new link.";

/** A link whose code is spent or for an account that is not waiting to be confirmed. */
const LINK_NOT_USABLE = new Set(['ExpiredCodeException', 'NotAuthorizedException', 'UserNotFoundException']);

/** Following the mailed link: an account that is already confirmed counts as done. */
export function confirmationOutcome(error: unknown): ConfirmationOutcome {
  const service = asServiceError(error);
  if (service.name === 'NotAuthorizedException' && /CONFIRMED/.test(service.message)) return 'confirmed';
  if (service.name === 'CodeMismatchException') return 'code-wrong';
  if (LINK_NOT_USABLE.has(service.name)) return 'link-expired';
  return 'failed';
}

export const RESEND_FAILED_MESSAGE = 'We could not send a new link just now. Please try again later.';

/** Asking for a fresh confirmation link: a limit in the spec's words, anything else plainly. */
export function resendErrorMessage(error: unknown): string {
  return isRateLimited(asServiceError(error)) ? LOGIN_MESSAGES.tooMany : RESEND_FAILED_MESSAGE;
}

/** Asking for a reset link: an unknown address looks the same as a known one. */
export function isUnknownAccount(error: unknown): boolean {
  return asServiceError(error).name === 'UserNotFoundException';
}

export const RESET_MESSAGES = {
  linkSent: 'Password reset link sent to your email',
  noToken: 'No reset token found. Please request a new password reset link.',
  invalidLink: 'Invalid or expired password reset link',
  updated: 'Password updated successfully',
  failed: 'Error updating password',
} as const;

export type ResetFailure =
  | { readonly kind: 'invalid-link'; readonly message: string }
  | { readonly kind: 'password'; readonly message: string }
  | { readonly kind: 'other'; readonly message: string };

/** Setting the new password from the mailed link. */
export function resetFailure(error: unknown): ResetFailure {
  const { name } = asServiceError(error);
  if (name === 'CodeMismatchException' || name === 'ExpiredCodeException' || name === 'UserNotFoundException')
    return { kind: 'invalid-link', message: RESET_MESSAGES.invalidLink };
  if (name === 'InvalidPasswordException') return { kind: 'password', message: MESSAGES.passwordTooShort };
  return { kind: 'other', message: RESET_MESSAGES.failed };
}

/** Any other call: the service's own sentence, unwrapped from trigger noise. */
export function serviceMessage(error: unknown): string {
  return triggerMessage(asServiceError(error).message) || FALLBACK_MESSAGE;
}
