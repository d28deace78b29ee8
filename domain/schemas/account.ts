import { z } from 'zod';
import { COUNTRIES, PASSWORD_MIN_LENGTH, PHONE_COUNTRY_CODES } from '../constants';

/** Account forms, with the spec's messages; the browser and the API validate with these. */
export const MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  phoneRequired: 'Phone number is required',
  countryRequired: 'Country of residence is required',
  loginRequired: 'Please enter email and password',
  passwordsDoNotMatch: 'Passwords do not match',
  phoneDigitsOnly: 'Phone number must contain digits only',
} as const;

/** A basic x@y.z pattern, as the spec asks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (message: string) => z.string({ required_error: message }).trim().min(1, message);

export const emailSchema = z
  .string({ required_error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid);

export const newPasswordSchema = z
  .string({ required_error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort);

export const countrySchema = z.enum(COUNTRIES, {
  errorMap: () => ({ message: MESSAGES.countryRequired }),
});

const phoneDigitsSchema = requiredText(MESSAGES.phoneRequired).regex(/^\d+$/, MESSAGES.phoneDigitsOnly);
const phoneCodeSchema = z.enum(PHONE_COUNTRY_CODES);

export const registerSchema = z.object({
  firstName: requiredText(MESSAGES.firstNameRequired),
  lastName: requiredText(MESSAGES.lastNameRequired),
  email: emailSchema,
  phoneCode: phoneCodeSchema,
  phone: phoneDigitsSchema,
  country: countrySchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z
  .object({ email: z.string().default(''), password: z.string().default('') })
  .transform((v) => ({ email: v.email.trim(), password: v.password }))
  .refine((v) => v.email !== '' && v.password !== '', { message: MESSAGES.loginRequired });

export const completeProfileSchema = z.object({
  firstName: requiredText(MESSAGES.firstNameRequired),
  lastName: requiredText(MESSAGES.lastNameRequired),
  phoneCode: phoneCodeSchema,
  phone: phoneDigitsSchema,
  country: countrySchema,
});
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;

/** Profile edit: names and country required; the phone may be changed or left empty. */
export const profileUpdateSchema = z.object({
  firstName: requiredText(MESSAGES.firstNameRequired),
  lastName: requiredText(MESSAGES.lastNameRequired),
  country: countrySchema,
  phone: z
    .string()
    .trim()
    .regex(/^(\+\d{6,15})?$/, 'Please enter a valid phone number')
    .optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/**
 * The stored phone number: country code plus the digits typed. A national trunk prefix (the
 * leading 0 of UK, Irish, Australian... numbers) is dropped, so 07700 900123 with +44 is stored as
 * +447700900123, the form Cognito requires.
 */
export function composePhone(code: string, digits: string): string {
  const national = code === '+1' ? digits : digits.replace(/^0+/, '');
  return `${code}${national}`;
}

/** Splits a stored number back into the selector's code and the digits, for editing. */
export function splitPhone(phone: string | null | undefined): { phoneCode: string; phone: string } {
  if (!phone) return { phoneCode: '+44', phone: '' };
  const code = [...PHONE_COUNTRY_CODES].sort((a, b) => b.length - a.length).find((c) => phone.startsWith(c));
  return code
    ? { phoneCode: code, phone: phone.slice(code.length) }
    : { phoneCode: '+44', phone: phone.replace(/\D/g, '') };
}

/**
 * The attributes a password sign-up stores in the user pool, checked again on the server side
 * (the user pool's pre-sign-up trigger), with the same messages as the form.
 */
export const signUpAttributesSchema = z.object({
  given_name: requiredText(MESSAGES.firstNameRequired),
  family_name: requiredText(MESSAGES.lastNameRequired),
  email: emailSchema,
  phone_number: z
    .string({ required_error: MESSAGES.phoneRequired })
    .min(1, MESSAGES.phoneRequired)
    .regex(/^\+\d{6,15}$/, MESSAGES.phoneDigitsOnly),
  'custom:country': countrySchema,
});
