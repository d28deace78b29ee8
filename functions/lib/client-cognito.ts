import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { localCredentials, once, REQUEST_TIMEOUTS_MS, transport } from './clients';
import { config } from './config';

export const cognito = once(() => {
  const c = config();
  return new CognitoIdentityProviderClient({
    region: c.region,
    endpoint: c.endpoints.cognito,
    ...transport(REQUEST_TIMEOUTS_MS.cognito),
    ...localCredentials(),
  });
});
