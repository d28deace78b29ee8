import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  type KeyPair,
  type ReceivedRequest,
  type Refusal,
  type SigningScope,
  signatureRefusal,
  signedHeaders,
} from './sigv4';

/**
 * Who the local user pool answers. In AWS, Cognito answers the calls an app makes for its users
 * (sign-up, sign-in, a user's own account with their access token) to anyone, and every other call
 * (Admin*, List*, the pool's settings) only to a caller signed with AWS credentials. Locally the
 * only such caller is the stack itself (the handlers, seeding, setting up the pool, tests), which
 * signs with a key pair made at each start; the gate checks that signature as SigV4 does.
 */

export type { KeyPair } from './sigv4';

/** What Cognito's API is named in signatures. */
const COGNITO_SERVICE = 'cognito-idp';

/**
 * The calls the web app makes without AWS credentials (Amplify's sign-up, sign-in, token refresh,
 * password reset, own-account and TOTP calls), each answered by Cognito for anyone, the ones on a
 * user's account only with their access token.
 */
export const OPEN_COGNITO_ACTIONS: ReadonlySet<string> = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetUser',
  'UpdateUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'ChangePassword',
  'DeleteUser',
  'GlobalSignOut',
  'RevokeToken',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

/** A new key pair, shaped as AWS's, for one run of the local stack. */
export function newStackKeys(): KeyPair {
  return {
    accessKeyId: `AKIA${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64'),
  };
}

/** Whose signatures the local user pool takes: the stack's key pair, in the stack's region. */
export function cognitoScope(keys: KeyPair, region: string): SigningScope {
  return { keys, region, service: COGNITO_SERVICE };
}

const TARGET = /^AWSCognitoIdentityProviderService\.([A-Za-z0-9]+)$/;

/**
 * The call an X-Amz-Target names, read one way for the gate and the emulator alike (a target
 * that could be read as two calls is none).
 */
export function cognitoAction(target: string | string[] | undefined): string | undefined {
  return typeof target === 'string' ? TARGET.exec(target)?.[1] : undefined;
}

export type Admission = { readonly action: string } | { readonly refusal: Refusal };

/**
 * The call a request makes, or why it is refused: a target that names no call, or a call outside
 * `open` that is not signed with the stack's key pair.
 */
export async function admitCognitoCall(
  request: ReceivedRequest,
  scope: SigningScope,
  open: ReadonlySet<string>,
): Promise<Admission> {
  const action = cognitoAction(request.headers['x-amz-target']);
  if (action && open.has(action)) return { action };
  const refusal = await signatureRefusal(request, scope);
  if (refusal) return { refusal };
  return action
    ? { action }
    : { refusal: { type: 'UnknownOperationException', message: 'Unknown operation.' } };
}

/** A call passed on to the emulator: its target and the stack's signature. */
export async function signedCognitoCall(
  endpoint: string,
  action: string,
  body: Uint8Array,
  scope: SigningScope,
): Promise<Record<string, string>> {
  const headers = {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
  };
  // fetch sends the Host header itself, the same as the one signed.
  const { host: _host, ...signed } = await signedHeaders(new URL('/', endpoint), headers, body, scope);
  return signed;
}

/** An error as Cognito answers it: its type in the body and in X-Amzn-ErrorType. */
export function sendCognitoError(res: ServerResponse, status: number, error: Refusal): void {
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-errortype': error.type,
  });
  res.end(JSON.stringify({ __type: error.type, message: error.message }));
}
