import { createSign } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/**
 * Signs a token with the Cognito emulator's own key, so a test can present a token that is valid
 * in every way but one (expired, say) and see the gateway refuse it.
 */
export function signLikeEmulator(claims: Record<string, unknown>): string {
  const { pem } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
  const head = b64url({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' });
  const body = b64url(claims);
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(pem).toString('base64url');
  return `${head}.${body}.${signature}`;
}
