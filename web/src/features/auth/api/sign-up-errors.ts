import { asServiceError, registrationErrorMessage } from '../../../lib/auth/auth-errors';

/**
 * How the user pool wraps a message thrown by one of its triggers: "PreSignUp failed with error
 * Phone number must contain digits only." in AWS; the local emulator names the trigger
 * "preSignUp". Any trigger's name, in either case.
 */
const TRIGGER_WRAPPING = /^\s*[A-Za-z]+ failed with error\s+([\s\S]*?)\.?\s*$/;

/** A trigger's own message without the service's wrapping (the prefix and the full stop it adds). */
export function withoutTriggerWrapping(message: string): string {
  const inner = TRIGGER_WRAPPING.exec(message)?.[1];
  return (inner ?? message).trim();
}

/**
 * What a failed registration tells the user: the sign-up check's message in the form's own words
 * (as the browser would have said it), a taken address or the password rule in plain words.
 */
export function signUpErrorMessage(error: unknown): string {
  const { name, message } = asServiceError(error);
  return registrationErrorMessage({ name, message: withoutTriggerWrapping(message) });
}
