import { GetTokensFromRefreshTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSchema, expectReplyMatchesSchema } from '../steps/contract';
import { theLocalStack } from '../steps/local-stack';
import { cognitoClient, givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, env, urls } = theLocalStack();

describe('local API gateway', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await givenASignedInUser(urls, { given_name: 'Priya', country: 'AU' });
  });

  it('answers GET /api/health as a cheap liveness check', async () => {
    const res = await fetch(`${appUrl}/api/health`);
    expect(res.status).toBe(200);
    await expectReplyMatchesSchema('get-health', res);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers 401 on a private route without a token, as the JWT authorizer does', async () => {
    const res = await fetch(`${appUrl}/api/me`);
    expect(res.status).toBe(401);
  });

  it('answers 401 for a token that is not a valid access token', async () => {
    const forged = `${user.accessToken.slice(0, -4)}AAAA`;
    for (const token of [forged, user.idToken, 'not-a-jwt']) {
      const res = await fetch(`${appUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
    }
  });

  it('passes the verified caller to the handler: GET /api/me returns their own profile', async () => {
    const res = await fetch(`${appUrl}/api/me`, { headers: { authorization: `Bearer ${user.accessToken}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expectMatchesSchema('get-me', res.status, body);
    expect(body).toMatchObject({ email: user.email, firstName: 'Priya', lastName: 'Morgan', country: 'AU' });
    expect(body.id).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown API path and 405 for a known path with another method', async () => {
    expect((await fetch(`${appUrl}/api/nothing-here`)).status).toBe(404);
    expect((await fetch(`${appUrl}/api/health`, { method: 'DELETE' })).status).toBe(405);
  });

  it('serves the runtime config the SPA starts from', async () => {
    const res = await fetch(`${appUrl}/config.json`);
    expect(await res.json()).toMatchObject({
      local: true,
      userPoolId: env.USER_POOL_ID,
      userPoolClientId: env.USER_POOL_CLIENT_ID,
      userPoolEndpoint: `${appUrl}/cognito`,
    });
  });

  it('relays token refresh (GetTokensFromRefreshToken) to the Cognito emulator', async () => {
    const client = cognitoClient(appUrl);
    const out = await client.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: urls.userPoolClientId,
        RefreshToken: user.refreshToken,
      }),
    );
    client.destroy();
    const fresh = out.AuthenticationResult?.AccessToken;
    expect(fresh).toEqual(expect.any(String));
    const res = await fetch(`${appUrl}/api/me`, { headers: { authorization: `Bearer ${fresh}` } });
    expect(res.status).toBe(200);
  });
});

describe('user pool triggers', () => {
  it('refuses a sign-up whose attributes break the registration rules, in the form words', async () => {
    const { SignUpCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    const client = cognitoClient(appUrl);
    await expect(
      client.send(
        new SignUpCommand({
          ClientId: urls.userPoolClientId,
          Username: 'no-names@example.com',
          Password: 'long-enough-1',
          UserAttributes: [
            { Name: 'email', Value: 'no-names@example.com' },
            { Name: 'given_name', Value: 'Kim' },
            { Name: 'phone_number', Value: '+447700900123' },
            { Name: 'custom:country', Value: 'GB' },
          ],
        }),
      ),
    ).rejects.toThrow('Last name is required');
    client.destroy();
  });
});

describe('confirmation mail', () => {
  it('sends a new confirmation link on request (ResendConfirmationCode), which confirms the account', async () => {
    const { SignUpCommand, ResendConfirmationCodeCommand, ConfirmSignUpCommand } = await import(
      '@aws-sdk/client-cognito-identity-provider'
    );
    const { listMail, linkIn } = await import('../steps/mailbox');
    const client = cognitoClient(appUrl);
    const email = `resend-${Date.now()}@example.com`;
    await client.send(
      new SignUpCommand({
        ClientId: urls.userPoolClientId,
        Username: email,
        Password: 'long-enough-1',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Kim' },
          { Name: 'family_name', Value: 'Lee' },
          { Name: 'phone_number', Value: '+447700900123' },
          { Name: 'custom:country', Value: 'GB' },
        ],
      }),
    );
    await client.send(
      new ResendConfirmationCodeCommand({ ClientId: urls.userPoolClientId, Username: email }),
    );
    const mails = (await listMail(urls.mailboxUrl)).filter((m) => m.destination.to.includes(email));
    expect(mails).toHaveLength(2);
    const newest = mails.at(-1);
    if (!newest) throw new Error('no mail');
    const link = new URL(linkIn(newest, '/auth/confirm'));
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: urls.userPoolClientId,
        Username: email,
        ConfirmationCode: link.searchParams.get('code') ?? '',
      }),
    );
    await expect(
      client.send(new ResendConfirmationCodeCommand({ ClientId: urls.userPoolClientId, Username: email })),
    ).rejects.toThrow('User is already confirmed.');
    client.destroy();
  });
});
