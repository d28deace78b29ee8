import {
  type CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetUserAttributeVerificationCodeCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { COGNITO_LIMITS } from '#scripts/local/cognito-limits';
import { theLocalStack } from '../steps/local-stack';
import { linkIn, listMail, waitForMail } from '../steps/mailbox';
import { pollUntil } from '../steps/polling';
import { cognitoClient, givenARegistration, givenASignedInUser, randomEmail } from '../steps/users';

/**
 * The local user pool limits what Cognito limits (scripts/local/cognito-limits.ts): the codes it
 * mails to one address, or a password reset asks for and takes, within an hour; and password
 * guesses, with a lockout that grows. Each answer is Cognito's own.
 */
const { urls, mailboxUrl } = theLocalStack();
const PER_HOUR = COGNITO_LIMITS.codeAttemptsPerHour;
const LIMIT_EXCEEDED = {
  name: 'LimitExceededException',
  message: 'Attempt limit exceeded, please try after some time.',
};
const WRONG_PASSWORD = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const LOCKED_OUT = { name: 'NotAuthorizedException', message: 'Password attempts exceeded' };

const client: CognitoIdentityProviderClient = cognitoClient(urls.appUrl);
afterAll(() => client.destroy());

/** What the pool answers a call: 'ok', or its error's name and message. */
async function answer(call: () => Promise<unknown>): Promise<'ok' | { name: string; message: string }> {
  try {
    await call();
    return 'ok';
  } catch (error) {
    const { name, message } = error as Error;
    return { name, message };
  }
}

async function mailsTo(address: string, subject: string): Promise<number> {
  return (await listMail(mailboxUrl)).filter(
    (m) => m.subject === subject && m.destination.to.some((to) => to.toLowerCase() === address.toLowerCase()),
  ).length;
}

const forgotPassword = (email: string) => () =>
  client.send(new ForgotPasswordCommand({ ClientId: urls.userPoolClientId, Username: email }));

const signIn = (email: string, password: string) => () =>
  client.send(
    new InitiateAuthCommand({
      ClientId: urls.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );

describe('codes the local user pool mails', () => {
  it('reset a password at most the hourly number of times, asked for or entered', async () => {
    const user = await givenASignedInUser(urls);
    const subject = 'Reset your PolicyLens password';
    for (let i = 0; i < PER_HOUR; i++) expect(await answer(forgotPassword(user.email))).toBe('ok');
    expect(await answer(forgotPassword(user.email))).toEqual(LIMIT_EXCEEDED);
    expect(await mailsTo(user.email, subject)).toBe(PER_HOUR);

    // The code already mailed is refused too: entering one counts as asking for one.
    const reset = await waitForMail(mailboxUrl, user.email, subject);
    const fragment = new URLSearchParams(new URL(linkIn(reset, '/reset-password')).hash.slice(1));
    const confirm = await answer(() =>
      client.send(
        new ConfirmForgotPasswordCommand({
          ClientId: urls.userPoolClientId,
          Username: user.email,
          ConfirmationCode: fragment.get('code') ?? '',
          Password: 'a-new-password-1',
        }),
      ),
    );
    expect(confirm).toEqual(LIMIT_EXCEEDED);
    expect(await answer(signIn(user.email, user.password))).toBe('ok');

    // Someone else's reset is their own count.
    const other = await givenASignedInUser(urls);
    expect(await answer(forgotPassword(other.email))).toBe('ok');
  });

  it('to an address that is not the account holder’s at most the hourly number of times, whoever asks', async () => {
    const thirdParty = randomEmail();
    const subject = 'Confirm your new PolicyLens e-mail address';
    const asker = await givenASignedInUser(urls);
    const changeTo = (accessToken: string) => () =>
      client.send(
        new UpdateUserAttributesCommand({
          AccessToken: accessToken,
          UserAttributes: [{ Name: 'email', Value: thirdParty }],
        }),
      );
    const resend = () =>
      client.send(
        new GetUserAttributeVerificationCodeCommand({
          AccessToken: asker.accessToken,
          AttributeName: 'email',
        }),
      );
    expect(await answer(changeTo(asker.accessToken))).toBe('ok');
    for (let i = 1; i < PER_HOUR; i++) expect(await answer(resend)).toBe('ok');
    expect(await answer(resend)).toEqual(LIMIT_EXCEEDED);

    const another = await givenASignedInUser(urls);
    expect(await answer(changeTo(another.accessToken))).toEqual(LIMIT_EXCEEDED);
    expect(await mailsTo(thirdParty, subject)).toBe(PER_HOUR);
  });

  it('to confirm a registration at most the hourly number of times again', async () => {
    const email = randomEmail();
    await givenARegistration(urls, email, 'a-password-1');
    const resend = () =>
      client.send(new ResendConfirmationCodeCommand({ ClientId: urls.userPoolClientId, Username: email }));
    for (let i = 0; i < PER_HOUR; i++) expect(await answer(resend)).toBe('ok');
    expect(await answer(resend)).toEqual(LIMIT_EXCEEDED);
    // The one sent at registration and the ones sent again.
    expect(await mailsTo(email, 'Confirm your PolicyLens account')).toBe(PER_HOUR + 1);
  });
});

describe('password guesses in the local user pool', () => {
  it('lock the user out after five wrong ones, even for the right one, until the lockout is over', async () => {
    const user = await givenASignedInUser(urls);
    for (let i = 0; i < COGNITO_LIMITS.wrongPasswordsBeforeLockout; i++)
      expect(await answer(signIn(user.email, `wrong-${i}`))).toEqual(WRONG_PASSWORD);
    expect(await answer(signIn(user.email, 'wrong-again'))).toEqual(LOCKED_OUT);
    expect(await answer(signIn(user.email, user.password))).toEqual(LOCKED_OUT);

    // The first lockout is short: once it is over, the right password signs in and the count starts afresh.
    await pollUntil(
      async () => ((await answer(signIn(user.email, user.password))) === 'ok' ? true : undefined),
      {
        timeoutMs: 10 * COGNITO_LIMITS.firstLockoutMs,
        intervalMs: 200,
        awaited: 'the lockout over',
      },
    );
    expect(await answer(signIn(user.email, 'wrong-after'))).toEqual(WRONG_PASSWORD);
    expect(await answer(signIn(user.email, user.password))).toBe('ok');
  });

  it('are answered alike whether the address has an account or not', async () => {
    expect(await answer(signIn(randomEmail(), 'a-password-1'))).toEqual(WRONG_PASSWORD);
  });
});
