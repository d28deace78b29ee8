import { useMutation } from '@tanstack/react-query';
import { setUpTOTP } from 'aws-amplify/auth';
import { AUTHENTICATOR_ISSUER } from '../two-step-verification';

export interface AuthenticatorSetup {
  /** Base32, for typing into the app by hand. */
  readonly secretKey: string;
  /** otpauth:// address that an authenticator app on this device opens to add the account. */
  readonly setupUri: string;
}

/** The user pool's AssociateSoftwareToken: a new secret for the signed-in person's app. */
export async function setUpAuthenticator(email: string): Promise<AuthenticatorSetup> {
  const details = await setUpTOTP();
  return {
    secretKey: details.sharedSecret,
    setupUri: details.getSetupUri(AUTHENTICATOR_ISSUER, email).toString(),
  };
}

export function useSetUpAuthenticator() {
  return useMutation({ mutationFn: setUpAuthenticator });
}
