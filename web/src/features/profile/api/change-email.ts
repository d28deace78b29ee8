import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmEmailChange, requestEmailChange, resendEmailChangeCode } from '#web/lib/auth/change-email';
import { profileQueryKey } from './get-profile';

/** The user pool's UpdateUserAttributes for a new address: a code goes to it, nothing changes yet. */
export function useRequestEmailChange() {
  return useMutation({ mutationFn: (newEmail: string) => requestEmailChange(newEmail) });
}

/** GetUserAttributeVerificationCode: a new code to the address waiting to be confirmed. */
export function useResendEmailChangeCode() {
  return useMutation({ mutationFn: resendEmailChangeCode });
}

/** VerifyUserAttribute with the code: the new address replaces the old, so the profile is read again. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => confirmEmailChange(code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
