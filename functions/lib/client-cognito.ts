import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { clientSettings, once } from './clients';

export const cognito = once(() => new CognitoIdentityProviderClient(clientSettings('cognito')));
