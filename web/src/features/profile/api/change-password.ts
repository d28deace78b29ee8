import { useMutation } from '@tanstack/react-query';
import { callRoute } from '#web/lib/api-client';
import { changePassword } from '#web/lib/auth/change-password';
import { runtimeConfig } from '#web/lib/runtime-config';

/**
 * POST /api/me/password-change, once the user pool has the new password: the API signs every
 * session out (tokens already handed out too) and mails the person about the change.
 */
export function reportPasswordChange() {
  return callRoute('report-password-change');
}

/**
 * The user pool's ChangePassword for the signed-in person, through the auth library; every other
 * session is signed out, and this one signed in again with the new password.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async ({
      email,
      currentPassword,
      password,
    }: {
      readonly email: string;
      readonly currentPassword: string;
      readonly password: string;
    }) => {
      const config = await runtimeConfig();
      return changePassword(email, currentPassword, password, {
        plainPasswordFlow: config.local,
        report: reportPasswordChange,
      });
    },
  });
}
