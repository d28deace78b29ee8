import {
  ChangePasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../steps/api';
import { theLocalStack } from '../steps/local-stack';
import { linkIn, waitForMail } from '../steps/mailbox';
import { cognitoClient, givenASignedInUser, logIn, type TestUser } from '../steps/users';

const { appUrl, mailboxUrl, urls } = theLocalStack();

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
    const other = await logIn(urls, user.email, user.password);
    expect(await sessionWorks(other)).toEqual({ access: 'works', refresh: 'works' });

    // As the app changes it: the new password, then every session signed out, then this one signed in again.
    expect(await whenTheyChangePassword(user, user.password, 'a-new-password-1')).toBe('changed');
    const client = cognitoClient(appUrl);
    try {
      await client.send(new GlobalSignOutCommand({ AccessToken: user.accessToken }));
    } finally {
      client.destroy();
    }
    const again = await logIn(urls, user.email, 'a-new-password-1');

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

  it('a password change told to the API signs every other session out of the API at once, and mails the user', async () => {
    const user = await givenASignedInUser(urls);
    const other = await logIn(urls, user.email, user.password);
    expect((await apiCall(appUrl, other, 'GET', '/api/policies')).status).toBe(200);

    // As the app changes it: the new password, then the API told, then this session signed in again.
    expect(await whenTheyChangePassword(user, user.password, 'a-new-password-1')).toBe('changed');
    const told = await apiCall(appUrl, user, 'POST', '/api/me/password-change');
    expect(told.status).toBe(200);
    const again = await logIn(urls, user.email, 'a-new-password-1');

    // The other session's access token is still unexpired, yet the API refuses it as an ended session.
    const refused = await apiCall(appUrl, other, 'GET', '/api/policies');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'No active session' });
    expect((await apiCall(appUrl, other, 'POST', '/api/me/export')).status).toBe(401);
    expect((await sessionWorks(other)).refresh).toBe('NotAuthorizedException');
    expect((await apiCall(appUrl, user, 'GET', '/api/policies')).status).toBe(401);
    // The session that changed it goes on, signed in again with the new password.
    expect((await apiCall(appUrl, again, 'GET', '/api/policies')).status).toBe(200);
    expect(await sessionWorks(again)).toEqual({ access: 'works', refresh: 'works' });

    const mail = await waitForMail(mailboxUrl, user.email, 'Your PolicyLens password was changed');
    expect(mail.body.text).toContain('Every other device signed in to your account was signed out.');
    expect(mail.body.text).toContain('If it was not you, reset your password now');
    expect(linkIn(mail, '/login')).toBe(`${appUrl}/login`);
  });
});
