import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { signUpAttributesSchema } from '#domain/schemas/account';
import { observed } from '#functions/lib/observability';

/**
 * Re-checks a password sign-up with the registration form's own rules (names, e-mail, a phone
 * number that can be called, country); the message reaches the browser, which shows it as the
 * form would. Cognito does not give this trigger the password: the form refuses common ones and
 * the pool's policy enforces the length. Social sign-ups are let through: they complete their
 * profile afterwards.
 */
export const handler = observed(async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  const result = signUpAttributesSchema.safeParse(event.request.userAttributes);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid registration');
  return event;
});
