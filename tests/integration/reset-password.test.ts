import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../steps/api';
import { theLocalStack } from '../steps/local-stack';
import { linkIn, listMail, waitForMail } from '../steps/mailbox';
import { cognitoClient, givenASignedInUser, logIn, type TestUser } from '../steps/users';

const { appUrl, mailboxUrl, urls } = theLocalStack();

const CHANGED_SUBJECT = 'Your PolicyLens password was changed';

/** As the log-in page's "Forgot password?" and the reset link do: the code from the mail, then the new password. */
async function whenTheyResetTheirPassword(email: string, newPassword: string): Promise<void> {
  const client = cognitoClient(appUrl);
  try {
    await client.send(new ForgotPasswordCommand({ ClientId: urls.userPoolClientId, Username: email }));
    const mail = await waitForMail(mailboxUrl, email, 'Reset your PolicyLens password');
    const fragment = new URLSearchParams(new URL(linkIn(mail, '/reset-password')).hash.slice(1));
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: urls.userPoolClientId,
        Username: fragment.get('email') ?? '',
        ConfirmationCode: fragment.get('code') ?? '',
        Password: newPassword,
      }),
    );
  } finally {
    client.destroy();
  }
}

/** What the user pool answers a session's refresh token: 'works' or the error's kind. */
async function refreshOf(session: TestUser): Promise<string> {
  const client = cognitoClient(appUrl);
  try {
    await client.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: urls.userPoolClientId,
        RefreshToken: session.refreshToken,
      }),
    );
    return 'works';
  } catch (error) {
    return (error as Error).name;
  } finally {
    client.destroy();
  }
}

async function changedMailsTo(email: string): Promise<number> {
  return (await listMail(mailboxUrl)).filter(
    (m) => m.destination.to.some((to) => to.includes(email)) && m.subject === CHANGED_SUBJECT,
  ).length;
}

describe('resetting a forgotten password in the local user pool, as Cognito and its trigger do', () => {
  it('signs every session out, of the API and the pool, and mails that the password was changed', async () => {
    const user = await givenASignedInUser(urls);
    const other = await logIn(urls, user.email, user.password);
    expect((await apiCall(appUrl, other, 'GET', '/api/policies')).status).toBe(200);
    expect(await refreshOf(other)).toBe('works');
    expect(await changedMailsTo(user.email)).toBe(0);

    await whenTheyResetTheirPassword(user.email, 'a-reset-password-1');

    // The session's access token is still unexpired, yet the API refuses it as an ended session.
    const refused = await apiCall(appUrl, other, 'GET', '/api/policies');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'No active session' });
    expect((await apiCall(appUrl, user, 'GET', '/api/policies')).status).toBe(401);
    expect(await refreshOf(other)).toBe('NotAuthorizedException');
    expect(await refreshOf(user)).toBe('NotAuthorizedException');

    // A sign-in with the new password, once the reset has answered, is not caught by it.
    const again = await logIn(urls, user.email, 'a-reset-password-1');
    expect((await apiCall(appUrl, again, 'GET', '/api/policies')).status).toBe(200);
    expect(await refreshOf(again)).toBe('works');

    const mail = await waitForMail(mailboxUrl, user.email, CHANGED_SUBJECT);
    expect(mail.body.text).toContain('Every other device signed in to your account was signed out.');
    expect(mail.body.text).toContain('Hello Alex,');
    expect(linkIn(mail, '/login')).toBe(`${appUrl}/login`);
    expect(await changedMailsTo(user.email)).toBe(1);
  });

  it('a sign-up confirmed by its code neither signs out nor mails that a password was changed', async () => {
    const user = await givenASignedInUser(urls);
    expect((await apiCall(appUrl, user, 'GET', '/api/policies')).status).toBe(200);
    expect(await refreshOf(user)).toBe('works');
    expect(await changedMailsTo(user.email)).toBe(0);
  });
});
