import { authReady } from '#web/lib/auth/auth-ready';

/** The password sign-in steps, with the auth library loaded and ready: fetched on first use. */
export async function loadPasswordSignIn(): Promise<typeof import('./password-sign-in')> {
  const [steps] = await Promise.all([import('./password-sign-in'), authReady()]);
  return steps;
}
