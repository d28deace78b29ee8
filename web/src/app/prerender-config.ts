import type { RuntimeConfig } from '#domain/runtime-config';

/**
 * The settings public pages are prerendered with: a deployment with social sign-in and no local
 * extras. Nothing here is used to reach a backend; it only decides what those pages show.
 */
export const PRERENDER_CONFIG: RuntimeConfig = {
  region: 'prerender',
  userPoolId: 'prerender',
  userPoolClientId: 'prerender',
  oauthDomain: 'prerender.invalid',
  appUrl: '',
  // Public pages are prerendered without it; they name it once the app knows it.
  uploadAddress: '',
  local: false,
};
