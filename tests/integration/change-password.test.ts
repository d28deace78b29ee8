import {
  ChangePasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { theLocalStack } from '../steps/local-stack';
import { cognitoClient, givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, urls } = theLocalStack();

/** What the user pool answers a ChangePassword through the app's relay: 'changed' or the error's kind and words. */
async function whenTheyChangePassword(user: TestUser, previous: string, proposed: string): Promise<string> {
  const client = cognitoClient(appUrl);
  try {
    await client.send(
      new ChangePasswordCommand({
        AccessToken: user.accessToken,
        PreviousPassword: previous,
        ProposedPassword: proposed,
      }),
    );
    return 'changed';
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  } finally {
    client.destroy();
  }
}

/** A second session of the same user, as another device signs in. */
async function logIn(email: string, password: string): Promise<TestUser> {
  const client = cognitoClient(appUrl);
  try {
    const out = await client.send(
      new InitiateAuthCommand({
        ClientId: urls.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const result = out.AuthenticationResult;
    return {
      email,
      password,
      accessToken: result?.AccessToken ?? '',
      idToken: result?.IdToken ?? '',
      refreshToken: result?.RefreshToken ?? '',
    };
  } finally {
    client.destroy();
  }
}

/** Whether a session's tokens still work: its access token for the user's own calls, its refresh token. */
async function sessionWorks(session: TestUser): Promise<{ access: string; refresh: string }> {
  const client = cognitoClient(appUrl);
  const outcome = (p: Promise<unknown>) =>
    p.then(
      () => 'works',
      (error: Error) => error.name,
    );
  try {
    return {
      access: await outcome(client.send(new GetUserCommand({ AccessToken: session.accessToken }))),
      refresh: await outcome(
        client.send(
          new GetTokensFromRefreshTokenCommand({
            ClientId: urls.userPoolClientId,
            RefreshToken: session.refreshToken,
          }),
        ),
      ),
    };
  } finally {
    client.destroy();
  }
}

async function logInWorks(email: string, password: string): Promise<boolean> {
  const client = cognitoClient(appUrl);
  try {
    const out = await client.send(
      new InitiateAuthCommand({
        ClientId: urls.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return Boolean(out.AuthenticationResult?.AccessToken);
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

describe('changing a password in the local user pool, as Cognito answers it', () => {
  it('refuses a wrong current password and a new one the pool policy refuses, changing nothing', async () => {
    const user = await givenASignedInUser(urls);
    expect(await whenTheyChangePassword(user, 'not-my-password', 'a-new-password-1')).toBe(
      'NotAuthorizedException: Incorrect username or password.',
    );
    expect(await whenTheyChangePassword(user, user.password, 'short')).toBe(
      'InvalidPasswordException: Password did not conform with policy: Password not long enough',
    );
    expect(await logInWorks(user.email, user.password)).toBe(true);
  });

  it('changes it with the current one: the new password logs in, the old one no longer does', async () => {
    const user = await givenASignedInUser(urls);
    expect(await whenTheyChangePassword(user, user.password, 'a-new-password-1')).toBe('changed');
    expect(await logInWorks(user.email, 'a-new-password-1')).toBe(true);
    expect(await logInWorks(user.email, user.password)).toBe(false);
  });

  it('signs out every other session when the password changes: their access and refresh tokens are refused', async () => {
    const user = await givenASignedInUser(urls);
    const other = await logIn(user.email, user.password);
    expect(await sessionWorks(other)).toEqual({ access: 'works', refresh: 'works' });

    // As the app changes it: the new password, then every session signed out, then this one signed in again.
    expect(await whenTheyChangePassword(user, user.password, 'a-new-password-1')).toBe('changed');
    const client = cognitoClient(appUrl);
    try {
      await client.send(new GlobalSignOutCommand({ AccessToken: user.accessToken }));
    } finally {
      client.destroy();
    }
    const again = await logIn(user.email, 'a-new-password-1');

    expect(await sessionWorks(other)).toEqual({
      access: 'NotAuthorizedException',
      refresh: 'NotAuthorizedException',
    });
    expect(await sessionWorks(user)).toEqual({
      access: 'NotAuthorizedException',
      refresh: 'NotAuthorizedException',
    });
    expect(await sessionWorks(again)).toEqual({ access: 'works', refresh: 'works' });
  });
});
