import { updateMFAPreference } from 'aws-amplify/auth';
import { useTwoStepVerificationChange } from './get-two-step-verification';

/** The user pool's SetUserMFAPreference: log-in asks for the password alone again. */
export async function turnOffTwoStepVerification(): Promise<void> {
  await updateMFAPreference({ totp: 'DISABLED' });
}

export function useTurnOffTwoStepVerification() {
  return useTwoStepVerificationChange(turnOffTwoStepVerification);
}
