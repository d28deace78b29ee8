import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMFAPreference } from 'aws-amplify/auth';
import { twoStepVerificationQueryKey } from './get-two-step-verification';

/** The user pool's SetUserMFAPreference: log-in asks for the password alone again. */
export async function turnOffTwoStepVerification(): Promise<void> {
  await updateMFAPreference({ totp: 'DISABLED' });
}

export function useTurnOffTwoStepVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTwoStepVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepVerificationQueryKey }),
  });
}
