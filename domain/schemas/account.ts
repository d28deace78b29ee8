import { z } from 'zod';
import {
  COUNTRIES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_COUNTRY_CODES,
  PHONE_MAX_DIGITS,
  PHONE_NATIONAL_MAX_DIGITS,
  PHONE_NATIONAL_MIN_DIGITS,
} from '../constants';
import { NOT_A_FORM, requiredText } from './form-errors';
import { composePhone, isEmailAddress, MESSAGES } from './form-messages';
import type { ViewOf } from './replies';

export { composePhone, EMAIL_PATTERN, isEmailAddress, MESSAGES } from './form-messages';

const nameSchema = (required: string, tooLongMessage: string) =>
  requiredText(required).max(NAME_MAX_LENGTH, tooLongMessage);
const firstNameSchema = nameSchema(MESSAGES.firstNameRequired, MESSAGES.firstNameTooLong);
const lastNameSchema = nameSchema(MESSAGES.lastNameRequired, MESSAGES.lastNameTooLong);

export const emailSchema = requiredText(MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong)
  .refine((v) => v.length > EMAIL_MAX_LENGTH || isEmailAddress(v), MESSAGES.emailInvalid);

/** Words anyone would try first against a PolicyLens account. */
const BRAND_WORDS = ['policylens', 'policy', 'lens'];

/** The words of a name or an e-mail address worth guessing (the whole, and its parts of 3 or more letters). */
function guessableWords(input: string): string[] {
  const whole = input.trim().toLowerCase();
  const parts = whole.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
  return [whole, whole.split('@')[0] ?? '', ...parts].filter((word) => word.length >= 3);
}

/**
 * True when the password is little more than the product's name or the user's own details (name,
 * e-mail): once those words are taken out, fewer than the minimum number of characters are left.
 */
export function isGuessablePassword(password: string, userInputs: readonly string[] = []): boolean {
  const words = [...BRAND_WORDS, ...userInputs.flatMap(guessableWords)].sort((a, b) => b.length - a.length);
  let rest = password.toLowerCase().replace(/\s+/g, '');
  for (const word of words) rest = rest.replaceAll(word, '');
  return rest.length < PASSWORD_MIN_LENGTH;
}

/**
 * A new password made of the person's own details (their e-mail address and name) is refused,
 * beside the field (registration, and changing it on the profile).
 */
export function refusePersonalPassword(
  password: string,
  userInputs: readonly string[],
  ctx: z.RefinementCtx,
): void {
  if (password.length < PASSWORD_MIN_LENGTH || isGuessablePassword(password)) return;
  if (isGuessablePassword(password, userInputs))
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.passwordTooPersonal, path: ['password'] });
}

export const countrySchema = z.enum(COUNTRIES, {
  errorMap: () => ({ message: MESSAGES.countryRequired }),
});

const phoneDigitsSchema = requiredText(MESSAGES.phoneRequired).regex(/^\d+$/, MESSAGES.phoneDigitsOnly);
const phoneCodeSchema = z.enum(PHONE_COUNTRY_CODES, {
  errorMap: () => ({ message: MESSAGES.phoneCodeInvalid }),
});

const codesLongestFirst = [...PHONE_COUNTRY_CODES].sort((a, b) => b.length - a.length);

/** Splits a stored number back into the selector's code and the digits, for editing. */
export function splitPhone(phone: string | null | undefined): { phoneCode: string; phone: string } {
  if (!phone) return { phoneCode: '+44', phone: '' };
  const code = codesLongestFirst.find((c) => phone.startsWith(c));
  return code
    ? { phoneCode: code, phone: phone.slice(code.length) }
    : { phoneCode: '+44', phone: phone.replace(/\D/g, '') };
}

/**
 * Why a stored number (+447700900123) is not one that can be called, or undefined when it is: an
 * offered country code, then 4 to 14 digits, at most 15 digits in all (E.164).
 */
export function phoneNumberProblem(phone: string): string | undefined {
  if (!/^\+?\d+$/.test(phone)) return MESSAGES.phoneDigitsOnly;
  const code = codesLongestFirst.find((c) => phone.startsWith(c));
  if (!code) return MESSAGES.phoneInvalid;
  const national = phone.length - code.length;
  const total = phone.length - 1;
  if (
    national < PHONE_NATIONAL_MIN_DIGITS ||
    national > PHONE_NATIONAL_MAX_DIGITS ||
    total > PHONE_MAX_DIGITS
  )
    return MESSAGES.phoneInvalid;
  return undefined;
}

/** The code and digits of a form, checked together as the number they make (shown at the digits). */
export function checkPhoneNumber(v: { phoneCode: string; phone: string }, ctx: z.RefinementCtx): void {
  // Digits missing or not digits: the field itself says so.
  if (!/^\d+$/.test(v.phone)) return;
  const problem = phoneNumberProblem(composePhone(v.phoneCode, v.phone));
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem, path: ['phone'] });
}

/** A stored number, or a message from phoneNumberProblem. */
const storedPhoneSchema = z
  .string({ required_error: MESSAGES.phoneRequired, invalid_type_error: MESSAGES.phoneRequired })
  .trim()
  .superRefine((phone, ctx) => {
    const problem = phone === '' ? MESSAGES.phoneRequired : phoneNumberProblem(phone);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });

export const personFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phoneCode: phoneCodeSchema,
  phone: phoneDigitsSchema,
  country: countrySchema,
};

export const loginSchema = z
  .object({ email: z.string().default(''), password: z.string().default('') })
  .transform((v) => ({ email: v.email.trim(), password: v.password }))
  .refine((v) => v.email !== '' && v.password !== '', { message: MESSAGES.loginRequired });

export const completeProfileSchema = z.object(personFields, NOT_A_FORM).superRefine(checkPhoneNumber);
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;

/** Profile edit: names and country required; the phone may be changed or left empty. */
export const profileUpdateSchema = z.object(
  {
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    country: countrySchema,
    phone: z
      .string({ invalid_type_error: MESSAGES.phoneInvalid })
      .trim()
      .superRefine((phone, ctx) => {
        const problem = phone === '' ? undefined : phoneNumberProblem(phone);
        if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
      })
      .optional(),
  },
  NOT_A_FORM,
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The signed-in user's profile as the API answers it (GET and PATCH /api/me); unset fields are null. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable().describe('E.164, e.g. +447700900123'),
  country: z.string().nullable(),
  createdAt: z.string().nullable().describe('When the account was made (ISO 8601)'),
});
export type Profile = ViewOf<typeof profileSchema>;

/**
 * Everything PolicyLens holds about the user (the right of access): a link to a zip of export.json
 * (profile, policies, cover, claim assessments) and every policy document, one folder per policy.
 */
export const accountExportSchema = z.object({
  url: z.string().describe('A short-lived link that downloads the zip'),
  fileName: z.string().describe('policylens-export-YYYY-MM-DD.zip'),
  expiresAt: z.string().describe('When the link stops working (ISO 8601); a download started before runs on'),
});
export type AccountExportLink = ViewOf<typeof accountExportSchema>;

/** A password change told to the API: every session was signed out, this one too. */
export const passwordChangeReportSchema = z.object({
  signedOutAt: z
    .string()
    .describe('When every session was signed out (ISO 8601): access tokens issued before answer 401'),
});
export type PasswordChangeReport = ViewOf<typeof passwordChangeReportSchema>;

/**
 * Deleting the account: the person proves it is theirs, not only a session's, with their password
 * and, when two-step verification is on, the code from their authenticator app. A wrong password
 * is answered in the words of the log-in's (the spec's), so the two say the same.
 */
export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: MESSAGES.passwordRequired,
  wrongPassword: 'Invalid email or password',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  wrongCode: "That code didn't match. Check your authenticator app and try again.",
  tooMany: 'Too many attempts. Please try again later.',
} as const;

export const accountDeletionSchema = z.object(
  {
    password: z
      .string({ invalid_type_error: ACCOUNT_DELETION_MESSAGES.passwordRequired })
      .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
      .optional()
      .describe('The account’s password (not asked of someone who signs in with Google or Facebook)'),
    code: z
      .string({ invalid_type_error: ACCOUNT_DELETION_MESSAGES.wrongCode })
      .regex(/^\d{6}$/, ACCOUNT_DELETION_MESSAGES.wrongCode)
      .optional()
      .describe('The authenticator app’s code, when two-step verification is on'),
  },
  NOT_A_FORM,
);
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/**
 * The attributes a password sign-up stores in the user pool, checked again on the server side
 * (the user pool's pre-sign-up trigger), with the same messages as the form. The trigger is not
 * given the password: the pool's own policy and the form check that.
 */
export const signUpAttributesSchema = z.object({
  given_name: firstNameSchema,
  family_name: lastNameSchema,
  email: emailSchema,
  phone_number: storedPhoneSchema,
  'custom:country': countrySchema,
});
