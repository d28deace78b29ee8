import {
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { theLocalStack } from '../steps/local-stack';
import { type AuthenticatorCode, unusedCode, wrongCode } from '../steps/mfa';
import { decodeJwt, signLikeEmulator } from '../steps/tokens';
import { cognitoClient, givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, urls } = theLocalStack();
const clientId = urls.userPoolClientId;

/**
 * Two-step sign-in with an authenticator app, driven through the app's Cognito relay with the
 * calls Amplify makes: setUpTOTP, verifyTOTPSetup, updateMFAPreference, fetchMFAPreference, and
 * signIn then confirmSignIn. Codes are worked out as an authenticator app would, from the secret.
 */
describe('two-step verification with an authenticator app', () => {
  let cognito: CognitoIdentityProviderClient;

  beforeAll(() => {
    cognito = cognitoClient(appUrl);
  });
  afterAll(() => {
    cognito.destroy();
  });

  const setUp = async (user: TestUser) =>
    (await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: user.accessToken }))).SecretCode ??
    '';

  const verify = (user: TestUser, code: string) =>
    cognito.send(
      new VerifySoftwareTokenCommand({
        AccessToken: user.accessToken,
        UserCode: code,
        FriendlyDeviceName: 'Phone',
      }),
    );

  const setTotp = (user: TestUser, on: boolean) =>
    cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: user.accessToken,
        SoftwareTokenMfaSettings: on
          ? { Enabled: true, PreferredMfa: true }
          : { Enabled: false, PreferredMfa: false },
      }),
    );

  const passwordSignIn = (user: TestUser) =>
    cognito.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );

  /** confirmSignIn: Amplify answers with the user id the challenge named. */
  const answer = (challenge: InitiateAuthCommandOutput, code: string, username?: string) =>
    cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: {
          USERNAME: username ?? challenge.ChallengeParameters?.USER_ID_FOR_SRP ?? '',
          SOFTWARE_TOKEN_MFA_CODE: code,
        },
      }),
    );

  /** A user who has set up an authenticator app and turned two-step verification on. */
  async function givenAUserWithTotpOn(): Promise<{
    user: TestUser;
    secret: string;
    spent: AuthenticatorCode;
  }> {
    const user = await givenASignedInUser(urls);
    const secret = await setUp(user);
    const spent = await unusedCode(secret);
    await verify(user, spent.code);
    await setTotp(user, true);
    return { user, secret, spent };
  }

  it('is set up with a code, then asks for a code at sign-in until it is turned off', async () => {
    const user = await givenASignedInUser(urls);
    const sub = decodeJwt(user.accessToken).sub;

    // Set up: a base32 secret, verified by a code from it (a wrong code is refused).
    const secret = await setUp(user);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(verify(user, wrongCode(secret))).rejects.toMatchObject({
      name: 'EnableSoftwareTokenMFAException',
    });
    const setupCode = await unusedCode(secret);
    expect((await verify(user, setupCode.code)).Status).toBe('SUCCESS');

    // Verified is not yet on: the password alone still signs in.
    expect((await passwordSignIn(user)).AuthenticationResult?.AccessToken).toBeTruthy();
    expect(
      (await cognito.send(new GetUserCommand({ AccessToken: user.accessToken }))).UserMFASettingList ?? [],
    ).toEqual([]);

    // Turned on: fetchMFAPreference sees it, and the password step now asks for a code.
    await setTotp(user, true);
    const settings = await cognito.send(new GetUserCommand({ AccessToken: user.accessToken }));
    expect(settings.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(settings.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
    const challenge = await passwordSignIn(user);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.Session).toBeTruthy();
    expect(challenge.AuthenticationResult).toBeUndefined();

    // A wrong code is refused and the same challenge can be answered again.
    await expect(answer(challenge, wrongCode(secret))).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    const signInCode = await unusedCode(secret, setupCode.step);
    const signedIn = (await answer(challenge, signInCode.code)).AuthenticationResult;
    expect(signedIn?.AccessToken && decodeJwt(signedIn.AccessToken).sub).toBe(sub);
    expect(signedIn?.IdToken).toBeTruthy();

    // The tokens work with the API, and the refresh token renews them.
    const me = await fetch(`${appUrl}/api/me`, {
      headers: { authorization: `Bearer ${signedIn?.AccessToken}` },
    });
    expect(me.status).toBe(200);
    const renewed = await cognito.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken: signedIn?.RefreshToken }),
    );
    expect(renewed.AuthenticationResult?.AccessToken).toBeTruthy();

    // The challenge is spent, and so is the code: neither signs in again.
    await expect(answer(challenge, signInCode.code)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(answer(await passwordSignIn(user), signInCode.code)).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: expect.stringMatching(/already been used/),
    });

    // Turned off: the password alone signs in again.
    await setTotp(user, false);
    expect(
      (await cognito.send(new GetUserCommand({ AccessToken: user.accessToken }))).UserMFASettingList ?? [],
    ).toEqual([]);
    const plain = await passwordSignIn(user);
    expect(plain.ChallengeName).toBeUndefined();
    expect(plain.AuthenticationResult?.AccessToken).toBeTruthy();
  }, 120_000);

  it('gives tokens only to the session its own password step started', async () => {
    const alice = await givenAUserWithTotpOn();
    const bob = await givenAUserWithTotpOn();
    const aliceCode = await unusedCode(alice.secret, alice.spent.step);
    const aliceChallenge = await passwordSignIn(alice.user);

    // No password step at all: a made-up session with a right code.
    await expect(
      answer({ ...aliceChallenge, Session: 'made-up-session' }, aliceCode.code),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // Bob's password step, answered as Alice with her code.
    const bobChallenge = await passwordSignIn(bob.user);
    await expect(
      answer(bobChallenge, aliceCode.code, aliceChallenge.ChallengeParameters?.USER_ID_FOR_SRP),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // Alice's own session still works.
    expect((await answer(aliceChallenge, aliceCode.code)).AuthenticationResult?.AccessToken).toBeTruthy();
  }, 120_000);

  it('ends a sign-in after five wrong codes', async () => {
    const { user, secret, spent } = await givenAUserWithTotpOn();
    const challenge = await passwordSignIn(user);
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(answer(challenge, wrongCode(secret))).rejects.toMatchObject({
        name: 'CodeMismatchException',
      });
    }
    const right = await unusedCode(secret, spent.step);
    await expect(answer(challenge, right.code)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect(
      (await answer(await passwordSignIn(user), right.code)).AuthenticationResult?.AccessToken,
    ).toBeTruthy();
  }, 120_000);

  it('is turned on only once verified, and set up only with a valid access token', async () => {
    const user = await givenASignedInUser(urls);
    const secret = await setUp(user);
    await expect(setTotp(user, true)).rejects.toMatchObject({ name: 'InvalidParameterException' });
    expect((await passwordSignIn(user)).AuthenticationResult?.AccessToken).toBeTruthy();

    const claims = decodeJwt(user.accessToken);
    const expired = signLikeEmulator({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });
    const [head, body] = user.accessToken.split('.');
    const forged = `${head}.${body}.${Buffer.from('not the signature').toString('base64url')}`;
    for (const token of [expired, forged, user.idToken]) {
      await expect(
        cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: token })),
      ).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
      await expect(
        cognito.send(
          new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: (await unusedCode(secret)).code }),
        ),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }
  });
});
