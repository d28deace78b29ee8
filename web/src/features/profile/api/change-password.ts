import { useMutation } from '@tanstack/react-query';
import { changePassword } from '#web/lib/auth/change-password';
import { runtimeConfig } from '#web/lib/runtime-config';

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
      return changePassword(email, currentPassword, password, { plainPasswordFlow: config.local });
    },
  });
}
