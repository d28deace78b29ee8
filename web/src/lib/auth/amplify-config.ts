import type { ResourcesConfig } from 'aws-amplify';
import { API_SCOPE } from '#domain/auth-scopes';
import type { RuntimeConfig } from '#domain/runtime-config';

type CognitoConfig = NonNullable<ResourcesConfig['Auth']>['Cognito'];

export const OAUTH_SCOPES = ['email', 'openid', 'profile', API_SCOPE];
export const OAUTH_PROVIDERS = ['Google', 'Facebook'] as const;

/**
 * Amplify settings for this deployment. Social sign-in is only configured where a managed-login
 * domain exists (not on the local stack); the local Cognito emulator is reached via its endpoint.
 */
export function amplifyConfigFor(config: RuntimeConfig): ResourcesConfig {
  const cognito: CognitoConfig = {
    userPoolId: config.userPoolId,
    userPoolClientId: config.userPoolClientId,
    loginWith: {
      email: true,
      ...(config.oauthDomain && {
        oauth: {
          domain: config.oauthDomain,
          scopes: [...OAUTH_SCOPES],
          redirectSignIn: [`${config.appUrl}/auth/callback`],
          redirectSignOut: [`${config.appUrl}/login`],
          responseType: 'code',
          providers: [...OAUTH_PROVIDERS],
        },
      }),
    },
    ...(config.userPoolEndpoint && { userPoolEndpoint: config.userPoolEndpoint }),
  };
  return { Auth: { Cognito: cognito } };
}
