import { useMutation } from '@tanstack/react-query';
import { changePassword } from '#web/lib/auth/change-password';

/** The user pool's ChangePassword for the signed-in person, through the auth library. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({
      currentPassword,
      password,
    }: {
      readonly currentPassword: string;
      readonly password: string;
    }) => changePassword(currentPassword, password),
  });
}
