import { inject } from 'vitest';
import { cognitoScope } from '#scripts/local/cognito-gate';
import type { SigningScope } from '#scripts/local/sigv4';
import type { StackUrls } from './users';

/**
 * The local stack the integration tier starts once for the run (tests/setup/local-stack.ts): the
 * app's address, the environment its handlers run with, the addresses test users are made with, and
 * the secret its own controls ask for.
 */
export function theLocalStack() {
  const appUrl = inject('appUrl');
  const env = inject('stackEnv');
  const mailboxUrl = inject('mailboxUrl');
  const controlSecret = inject('controlSecret');
  const urls: StackUrls = { appUrl, mailboxUrl, userPoolClientId: env.USER_POOL_CLIENT_ID ?? '' };
  return { appUrl, env, mailboxUrl, urls, controlSecret };
}

/** Whose signatures the stack's user pool takes (for a second gateway a test starts in front of it). */
export function stackCognitoScope(env: Readonly<Record<string, string | undefined>>): SigningScope {
  const keys = {
    accessKeyId: env.COGNITO_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.COGNITO_SECRET_ACCESS_KEY ?? '',
  };
  return cognitoScope(keys, env.AWS_REGION ?? 'eu-west-2');
}
