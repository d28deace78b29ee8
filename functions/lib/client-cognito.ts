import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { clientSettings, once } from './clients';
import { config } from './config';

/** Locally signed with the stack's key pair, without which its user pool refuses administrators' calls. */
export const cognito = once(() => {
  const keys = config().localCognitoKeys;
  return new CognitoIdentityProviderClient({
    ...clientSettings('cognito'),
    ...(keys ? { credentials: keys } : {}),
  });
});
