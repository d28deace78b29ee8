import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '#domain/constants';
import { refusePersonalPassword } from '#domain/schemas/account';
import { resetPasswordSchema } from '#domain/schemas/new-password';
import { CHANGE_PASSWORD_MESSAGES } from '#web/lib/auth/change-password';

/**
 * Changing the password on the profile: the current password, then the new one twice, by the same
 * rules and in the same words as choosing one at registration or from a reset link. The new
 * password's check waits for the common-password list (`fieldErrorsAsync`).
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, CHANGE_PASSWORD_MESSAGES.currentRequired)
      .max(PASSWORD_MAX_LENGTH, CHANGE_PASSWORD_MESSAGES.wrongCurrent),
  })
  .and(resetPasswordSchema);

/** The same, refusing a new password made of the person's own e-mail address or name. */
export function changePasswordSchemaFor(userInputs: readonly (string | undefined)[]) {
  const inputs = userInputs.filter((input): input is string => Boolean(input));
  return changePasswordSchema.superRefine((v, ctx) => refusePersonalPassword(v.password, inputs, ctx));
}

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export type ChangePasswordField = keyof ChangePasswordValues;

/** The fields top to bottom, so the first one with a problem can take the focus. */
export const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = [
  'currentPassword',
  'password',
  'confirmPassword',
];

export const EMPTY_CHANGE_PASSWORD: ChangePasswordValues = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
};
