import { Amplify } from 'aws-amplify';
// Completes a Google/Facebook sign-in when the browser returns to /auth/callback, whichever page
// started it.
import 'aws-amplify/auth/enable-oauth-listener';
import type { RuntimeConfig } from '#domain/runtime-config';
import { amplifyConfigFor } from './amplify-config';

/** Points the auth library at this deployment's user pool; call once, before rendering. */
export function configureAuth(config: RuntimeConfig): void {
  Amplify.configure(amplifyConfigFor(config));
}
