import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { signedHeaders } from '#scripts/local/sigv4';
import { apiCall } from '../steps/api';
import { stackCognitoScope, theLocalStack } from '../steps/local-stack';
import { givenASignedInUser, logIn, stackCognitoClient, type TestUser } from '../steps/users';

/**
 * The local user pool answers its administrators' calls (Admin*, List*, anything the web app does
 * not make) only when they are signed (SigV4) with the key pair the local stack makes at each
 * start, through the app's relay and on the emulator's own port alike; the emulator's port
 * answers nothing unsigned but its key set. What the web app calls without AWS credentials still
 * passes through the relay.
 */
const { appUrl, env, urls } = theLocalStack();

const ENDPOINTS = {
  "the app's relay": `${appUrl}/cognito`,
  "the emulator's own port": new URL(env.TOKEN_ISSUER ?? '').origin,
};
const REFUSALS = [
  'MissingAuthenticationTokenException',
  'UnrecognizedClientException',
  'InvalidSignatureException',
  'IncompleteSignatureException',
  'UnknownOperationException',
];

interface Answer {
  readonly status: number;
  readonly type: string | undefined;
  readonly text: string;
}

/** A call as anyone on the machine can make it: no AWS credentials, no signature. */
async function unsigned(endpoint: string, target: string, body: Record<string, unknown>): Promise<Answer> {
  const res = await fetch(`${endpoint}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const type = (JSON.parse(text || '{}') as { __type?: string }).__type;
  return { status: res.status, type, text };
}

const admin = (action: string) => `AWSCognitoIdentityProviderService.${action}`;

function expectRefused(answer: Answer, type?: string): void {
  expect(answer.status, answer.text).toBe(400);
  expect(REFUSALS, answer.text).toContain(answer.type);
  if (type) expect(answer.type).toBe(type);
}

/** The victim's account is whole: their own password still logs in, and the API knows them. */
async function expectStillTheirs(victim: TestUser): Promise<void> {
  const again = await logIn(urls, victim.email, victim.password);
  const me = await apiCall(appUrl, again, 'GET', '/api/me');
  expect(me.status).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(victim.email);
}

describe.each(Object.entries(ENDPOINTS))('the local user pool through %s', (_where, endpoint) => {
  it("refuses an unsigned AdminSetUserPassword and leaves the victim's password as it was", async () => {
    const victim = await givenASignedInUser(urls);
    const taken = 'Attacker-Pw-2024!';
    const answer = await unsigned(endpoint, admin('AdminSetUserPassword'), {
      UserPoolId: env.USER_POOL_ID,
      Username: victim.email,
      Password: taken,
      Permanent: true,
    });
    expectRefused(answer, 'MissingAuthenticationTokenException');
    await expect(logIn(urls, victim.email, taken)).rejects.toThrow();
    await expectStillTheirs(victim);
  });

  it("refuses an unsigned ListUsers and shows no one's address", async () => {
    const victim = await givenASignedInUser(urls);
    const answer = await unsigned(endpoint, admin('ListUsers'), { UserPoolId: env.USER_POOL_ID });
    expectRefused(answer, 'MissingAuthenticationTokenException');
    expect(answer.text).not.toContain(victim.email);
    expect(answer.text).not.toContain('@');
  });

  it('refuses an unsigned AdminDeleteUser and the user stays', async () => {
    const victim = await givenASignedInUser(urls);
    const answer = await unsigned(endpoint, admin('AdminDeleteUser'), {
      UserPoolId: env.USER_POOL_ID,
      Username: victim.email,
    });
    expectRefused(answer, 'MissingAuthenticationTokenException');
    await expectStillTheirs(victim);
  });

  it('refuses an administrator call hidden behind an open one in the target', async () => {
    const victim = await givenASignedInUser(urls);
    const answer = await unsigned(endpoint, `${admin('AdminDeleteUser')}.SignUp`, {
      UserPoolId: env.USER_POOL_ID,
      Username: victim.email,
    });
    expectRefused(answer);
    await expectStillTheirs(victim);
  });

  it("refuses a call signed with another secret, or another key pair, than the stack's", async () => {
    const victim = await givenASignedInUser(urls);
    const keys = [
      [env.COGNITO_ACCESS_KEY_ID ?? 'local', 'not-the-secret-at-all', 'InvalidSignatureException'],
      ['local', 'local', 'UnrecognizedClientException'],
    ] as const;
    for (const [accessKeyId, secretAccessKey, refusal] of keys) {
      const client = new CognitoIdentityProviderClient({
        endpoint,
        region: 'eu-west-2',
        credentials: { accessKeyId, secretAccessKey },
        maxAttempts: 1,
      });
      try {
        const failure = await client
          .send(new ListUsersCommand({ UserPoolId: env.USER_POOL_ID }))
          .then(() => undefined)
          .catch((error: { name: string; $metadata?: { httpStatusCode?: number } }) => error);
        expect(failure?.$metadata?.httpStatusCode).toBe(400);
        expect(failure?.name).toBe(refusal);
      } finally {
        client.destroy();
      }
    }
    await expectStillTheirs(victim);
  });

  it('refuses a signed call whose body was changed after it was signed', async () => {
    const victim = await givenASignedInUser(urls);
    const signedFor = JSON.stringify({ UserPoolId: env.USER_POOL_ID, Username: victim.email });
    const headers = await signedHeaders(
      new URL(`${endpoint}/`),
      { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': admin('AdminDeleteUser') },
      new TextEncoder().encode(signedFor),
      stackCognitoScope(env),
    );
    const { host: _host, ...sent } = headers;
    const res = await fetch(`${endpoint}/`, {
      method: 'POST',
      headers: sent,
      body: JSON.stringify({ UserPoolId: env.USER_POOL_ID, Username: victim.email, x: 1 }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { __type: string }).__type).toBe('InvalidSignatureException');
    await expectStillTheirs(victim);
  });

  it("answers the stack's own signed calls", async () => {
    const victim = await givenASignedInUser(urls);
    const client = stackCognitoClient(env, endpoint);
    try {
      const user = await client.send(
        new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: victim.email }),
      );
      expect(user.UserAttributes).toContainEqual({ Name: 'email', Value: victim.email });
      const listed = await client.send(
        new ListUsersCommand({ UserPoolId: env.USER_POOL_ID, Filter: `email = "${victim.email}"` }),
      );
      expect(listed.Users?.map((u) => u.Attributes?.find((a) => a.Name === 'email')?.Value)).toEqual([
        victim.email,
      ]);
    } finally {
      client.destroy();
    }
  });
});

describe("the emulator's own port", () => {
  const emulator = ENDPOINTS["the emulator's own port"];

  it('serves its key set to anyone, as Cognito does', async () => {
    const res = await fetch(`${emulator}/${env.USER_POOL_ID}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
  });

  it("answers no unsigned call, not even the web app's (those go through the relay)", async () => {
    const answer = await unsigned(emulator, admin('InitiateAuth'), {
      ClientId: urls.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'nobody@example.com', PASSWORD: 'whatever-it-is' },
    });
    expectRefused(answer, 'MissingAuthenticationTokenException');
  });
});

describe("the app's relay", () => {
  it("passes the web app's calls without AWS credentials", async () => {
    const victim = await givenASignedInUser(urls);
    const answer = await unsigned(`${appUrl}/cognito`, admin('InitiateAuth'), {
      ClientId: urls.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: victim.email, PASSWORD: victim.password },
    });
    expect(answer.status, answer.text).toBe(200);
    const token = (JSON.parse(answer.text) as { AuthenticationResult: { AccessToken: string } })
      .AuthenticationResult.AccessToken;
    const user = await unsigned(`${appUrl}/cognito`, admin('GetUser'), { AccessToken: token });
    expect(user.status, user.text).toBe(200);
    expect(user.text).toContain(victim.email);
  });
});
