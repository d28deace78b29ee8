import {
  confirmUserAttribute,
  sendUserAttributeVerificationCode,
  updateUserAttribute,
} from 'aws-amplify/auth';
import { MESSAGES } from '#domain/schemas/form-messages';
import { asServiceError, LOGIN_MESSAGES, REGISTRATION_MESSAGES } from './auth-errors';
import { renewTokens } from './cognito-session';

/**
 * Changing the e-mail address of the signed-in person. The user pool keeps the current address
 * (for logging in, and for policies e-mailed to us) until the code it mails to the new address is
 * entered; only then does the new one replace it.
 */

/** Asks for the change: the pool mails a code to the new address; nothing changes yet. */
export async function requestEmailChange(newEmail: string): Promise<void> {
  await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: newEmail } });
}

/** Mails a new code to the address waiting to be confirmed. */
export async function resendEmailChangeCode(): Promise<void> {
  await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
}

/** Confirms the new address with the code; the session's tokens then carry it. */
export async function confirmEmailChange(code: string): Promise<void> {
  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
  await renewTokens();
}

export const CHANGE_EMAIL_MESSAGES = {
  newLabel: 'New email',
  sameAddress: 'This is already your email address',
  codeLabel: 'Code from the email',
  codeRequired: 'Please enter the code from the email',
  codeSent: (newEmail: string, current: string) =>
    `We sent a code to ${newEmail}. Enter it here to confirm your new email address. Until you do, your email address stays ${current}: you log in with it, and policies you email to us must come from it.`,
  codeResent: 'We sent a new code. Check your email.',
  wrongCode: "That code didn't match. Check the email and try again.",
  expiredCode: 'That code has expired. Send a new code and try again.',
  exists: REGISTRATION_MESSAGES.exists,
  changed: (newEmail: string) => `Your email address is now ${newEmail}.`,
  failed: 'Error updating profile',
  sessionEnded: 'Your session has ended. Please log in again to change your email address.',
  provider: (provider: string) =>
    `You sign in with ${provider}, so your email address is the one ${provider} gives us. To change it, change it with ${provider}.`,
} as const;

export interface ChangeEmailFailure {
  /** The field the message belongs beside, or undefined for one about the whole form. */
  readonly field?: 'email' | 'code';
  readonly message: string;
}

/** What the user pool's answer to a change, a code or a resend means for the person. */
export function changeEmailFailure(error: unknown): ChangeEmailFailure {
  const { name, message } = asServiceError(error);
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException')
    return { message: LOGIN_MESSAGES.tooMany };
  if (name === 'CodeMismatchException') return { field: 'code', message: CHANGE_EMAIL_MESSAGES.wrongCode };
  if (name === 'ExpiredCodeException') return { field: 'code', message: CHANGE_EMAIL_MESSAGES.expiredCode };
  if (name === 'AliasExistsException') return { field: 'email', message: CHANGE_EMAIL_MESSAGES.exists };
  if (name === 'InvalidParameterException' && /email/i.test(message))
    return { field: 'email', message: MESSAGES.emailInvalid };
  if (name === 'NotAuthorizedException') return { message: CHANGE_EMAIL_MESSAGES.sessionEnded };
  return { message: CHANGE_EMAIL_MESSAGES.failed };
}
