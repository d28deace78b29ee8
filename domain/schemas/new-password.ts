import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import {
  checkPhoneNumber,
  emailSchema,
  isGuessablePassword,
  MESSAGES,
  personFields,
  refusePersonalPassword,
} from './account';
import { NOT_A_FORM } from './form-errors';

/*
 * The schemas of forms that set a password (registration, a reset, a change on the profile), apart
 * from account.ts because of the common-password list they load: a Lambda bundles every import,
 * dynamic ones too, and no server route sets a password (the user pool does), so none imports this.
 */

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The most common passwords, as found in breached password lists (about 49,000, from the
 * zxcvbn-ts project's package). The list is some 400 kB, so it is fetched the first time a
 * password is checked: pages without a new-password field never download it.
 */
function commonPasswordList(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

/** Starts fetching the list early, so that checking a form does not wait for it. */
export function preloadCommonPasswords(): void {
  commonPasswordList().catch(() => {
    commonPasswords = undefined;
  });
}

/** True for a password found in the list, whatever its letters' case ("Password1" too). */
export async function isCommonPassword(password: string): Promise<boolean> {
  try {
    return (await commonPasswordList()).has(password.toLowerCase());
  } catch {
    // The list could not be loaded (a dropped connection): the form is not held up for it, and
    // the next check tries again.
    commonPasswords = undefined;
    return false;
  }
}

/**
 * A password being set (registration, reset). Its check against the common-password list waits
 * for the list: parse with `safeParseAsync` (`fieldErrorsAsync`).
 */
export const newPasswordSchema = z
  .string({ required_error: MESSAGES.passwordRequired, invalid_type_error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
  .superRefine(async (password, ctx) => {
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
    if (await isCommonPassword(password))
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.passwordTooCommon });
    else if (isGuessablePassword(password))
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.passwordTooPersonal });
  });

/** Registration; the password's check waits for the common-password list (`fieldErrorsAsync`). */
export const registerSchema = z
  .object({ ...personFields, email: emailSchema, password: newPasswordSchema }, NOT_A_FORM)
  .superRefine(checkPhoneNumber)
  .superRefine((v, ctx) => refusePersonalPassword(v.password, [v.email, v.firstName, v.lastName], ctx));
export type RegisterInput = z.input<typeof registerSchema>;

/** Choosing a new password from the mailed link (`fieldErrorsAsync`, as for registration). */
export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH, MESSAGES.passwordsDoNotMatch),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/**
 * The same, refusing a new password made of the person's own e-mail address or name, as
 * registration does (a reset link carries the address, and the names when the mail gave them).
 */
export function resetPasswordSchemaFor(userInputs: readonly (string | undefined)[]) {
  const inputs = userInputs.filter((input): input is string => Boolean(input));
  return resetPasswordSchema.superRefine((v, ctx) => refusePersonalPassword(v.password, inputs, ctx));
}
