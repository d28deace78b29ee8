import { Amplify, type ResourcesConfig } from 'aws-amplify';
// Completes a Google/Facebook sign-in when the browser returns to /auth/callback, whichever page
// started it.
import 'aws-amplify/auth/enable-oauth-listener';
import { ConsoleLogger } from 'aws-amplify/utils';
import type { RuntimeConfig } from '#domain/runtime-config';
import { amplifyConfigFor } from './amplify-config';

/**
 * Configures the auth library. Given a user-pool endpoint of its own, the library warns on every
 * page that a custom endpoint is in use: only the local stack gives one (its Cognito emulator,
 * behind the app's /cognito relay), on purpose, so the library logs errors only while it is
 * configured with it, and as usual afterwards.
 */
export function configureAmplify(settings: ResourcesConfig): void {
  const level = ConsoleLogger.LOG_LEVEL;
  if (settings.Auth?.Cognito.userPoolEndpoint) ConsoleLogger.LOG_LEVEL = 'ERROR';
  try {
    Amplify.configure(settings);
  } finally {
    ConsoleLogger.LOG_LEVEL = level;
  }
}

/** Points the auth library at this deployment's user pool; call once, before rendering. */
export function configureAuth(config: RuntimeConfig): void {
  configureAmplify(amplifyConfigFor(config));
}
