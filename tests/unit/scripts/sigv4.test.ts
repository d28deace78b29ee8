import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  admitCognitoCall,
  cognitoAction,
  cognitoScope,
  OPEN_COGNITO_ACTIONS,
} from '#scripts/local/cognito-gate';
import { type ReceivedRequest, signatureRefusal, signedHeaders } from '#scripts/local/sigv4';

/** The local user pool's gate: SigV4 checked as AWS checks it, and which calls pass unsigned. */
const scope = cognitoScope(
  { accessKeyId: 'AKIAEXAMPLEKEY000001', secretAccessKey: 'the-stack-secret' },
  'eu-west-2',
);
const endpoint = new URL('http://127.0.0.1:3000/cognito/');
const body = Buffer.from(JSON.stringify({ UserPoolId: 'pool', Username: 'someone@example.com' }));

async function signedRequest(
  target = 'AWSCognitoIdentityProviderService.AdminDeleteUser',
  by = scope,
): Promise<ReceivedRequest> {
  const headers = await signedHeaders(
    endpoint,
    { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    body,
    by,
  );
  const lower: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;
  return { method: 'POST', url: '/cognito/', headers: lower, body };
}

describe('SigV4 as the local user pool checks it', () => {
  it("takes a request signed with the stack's key pair", async () => {
    expect(await signatureRefusal(await signedRequest(), scope)).toBeUndefined();
  });

  it('refuses it unsigned, with another key or secret, in another region, or late', async () => {
    const request = await signedRequest();
    const { authorization: _auth, ...unsigned } = request.headers;
    expect((await signatureRefusal({ ...request, headers: unsigned }, scope))?.type).toBe(
      'MissingAuthenticationTokenException',
    );
    const otherKey = cognitoScope({ accessKeyId: 'AKIAOTHER', secretAccessKey: 'x' }, 'eu-west-2');
    expect((await signatureRefusal(await signedRequest(undefined, otherKey), scope))?.type).toBe(
      'UnrecognizedClientException',
    );
    const otherSecret = cognitoScope({ ...scope.keys, secretAccessKey: 'guessed' }, 'eu-west-2');
    expect((await signatureRefusal(await signedRequest(undefined, otherSecret), scope))?.type).toBe(
      'InvalidSignatureException',
    );
    const otherRegion = cognitoScope(scope.keys, 'us-east-1');
    expect((await signatureRefusal(await signedRequest(undefined, otherRegion), scope))?.type).toBe(
      'InvalidSignatureException',
    );
    const late = Date.now() + 6 * 60_000;
    expect((await signatureRefusal(request, scope, late))?.type).toBe('InvalidSignatureException');
  });

  it('refuses a signed request whose target, body or host was changed after signing', async () => {
    const request = await signedRequest();
    const changes: Partial<ReceivedRequest>[] = [
      { headers: { ...request.headers, 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers' } },
      { body: Buffer.from(JSON.stringify({ UserPoolId: 'pool', Username: 'victim@example.com' })) },
      { headers: { ...request.headers, host: '127.0.0.1:9229' } },
      { url: '/other/' },
    ];
    for (const change of changes)
      expect((await signatureRefusal({ ...request, ...change }, scope))?.type).toBe(
        'InvalidSignatureException',
      );
  });
});

describe('calls the local user pool answers unsigned', () => {
  it("are the web app's only; a target is read one way", async () => {
    const unsigned = (target: string): ReceivedRequest => ({
      method: 'POST',
      url: '/cognito/',
      headers: { host: '127.0.0.1:3000', 'x-amz-target': target },
      body,
    });
    const open = OPEN_COGNITO_ACTIONS;
    expect(await admitCognitoCall(unsigned('AWSCognitoIdentityProviderService.SignUp'), scope, open)).toEqual(
      {
        action: 'SignUp',
      },
    );
    for (const action of ['AdminSetUserPassword', 'ListUsers', 'AdminDeleteUser', 'CreateUserPool'])
      expect(
        await admitCognitoCall(unsigned(`AWSCognitoIdentityProviderService.${action}`), scope, open),
      ).toEqual({
        refusal: expect.objectContaining({ type: 'MissingAuthenticationTokenException' }),
      });
    expect(cognitoAction('AWSCognitoIdentityProviderService.AdminDeleteUser.SignUp')).toBeUndefined();
    expect(cognitoAction('Other.SignUp')).toBeUndefined();
    expect(await admitCognitoCall(await signedRequest(), scope, new Set())).toEqual({
      action: 'AdminDeleteUser',
    });
  });
});
