import { asServiceError, registrationErrorMessage, triggerMessage } from '#web/lib/auth/auth-errors';

/** A trigger's own message without the service's wrapping. */
export const withoutTriggerWrapping = triggerMessage;

/**
 * What a failed registration tells the user: the sign-up check's message in the form's own words
 * (as the browser would have said it), a taken address or the password rule in plain words.
 */
export function signUpErrorMessage(error: unknown): string {
  const { name, message } = asServiceError(error);
  return registrationErrorMessage({ name, message: withoutTriggerWrapping(message) });
}
