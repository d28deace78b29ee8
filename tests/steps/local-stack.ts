import { inject } from 'vitest';
import type { StackUrls } from './users';

/**
 * The local stack the integration tier starts once for the run (tests/setup/local-stack.ts): the
 * app's address, the environment its handlers run with, and the addresses test users are made with.
 */
export function theLocalStack() {
  const appUrl = inject('appUrl');
  const env = inject('stackEnv');
  const mailboxUrl = inject('mailboxUrl');
  const urls: StackUrls = { appUrl, mailboxUrl, userPoolClientId: env.USER_POOL_CLIENT_ID ?? '' };
  return { appUrl, env, mailboxUrl, urls };
}
