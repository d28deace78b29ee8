import { runtimeConfig } from '../runtime-config';

let ready: Promise<void> | undefined;

/**
 * Loads the auth library and points it at this deployment, once. The whole app does this at
 * start; a prerendered public page does it when a sign-in step first needs it, so a visitor who
 * only reads never downloads the library.
 */
export function authReady(): Promise<void> {
  ready ??= Promise.all([import('./configure-auth'), runtimeConfig()])
    .then(([{ configureAuth }, config]) => configureAuth(config))
    .catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
  return ready;
}

/** What the account pages ask of the user pool, once the auth library is ready. */
export async function accountActions(): Promise<typeof import('./account-actions')> {
  const [actions] = await Promise.all([import('./account-actions'), authReady()]);
  return actions;
}
