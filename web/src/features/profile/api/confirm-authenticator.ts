import { updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
import { useTwoStepVerificationChange } from './get-two-step-verification';

/**
 * The user pool's VerifySoftwareToken with the first code from the app, then SetUserMFAPreference
 * to ask for a code at every log-in from now on.
 */
export async function confirmAuthenticator(code: string): Promise<void> {
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

export function useConfirmAuthenticator() {
  return useTwoStepVerificationChange(confirmAuthenticator);
}
