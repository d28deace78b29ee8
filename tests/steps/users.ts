import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { linkIn, waitForMail } from './mailbox';

export interface TestUser {
  readonly email: string;
  readonly password: string;
  readonly accessToken: string;
  readonly idToken: string;
  readonly refreshToken: string;
}

export interface StackUrls {
  /** The app's origin; Cognito calls go through its /cognito relay like the SPA's. */
  readonly appUrl: string;
  readonly mailboxUrl: string;
  readonly userPoolClientId: string;
}

/** What deleting a test user's account sends: their password, as the deletion dialog does. */
export function deletionProof(user: Pick<TestUser, 'password'>): { password: string } {
  return { password: user.password };
}

export function randomEmail(domain = 'example.com'): string {
  return `user-${randomUUID().slice(0, 8)}@${domain}`;
}

export function cognitoClient(appUrl: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: `${appUrl}/cognito`,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * A client signed with the key pair the local stack made at its start, as its handlers' client is:
 * the one kind of caller the user pool answers its administrators' calls (Admin*, List*) for.
 */
export function stackCognitoClient(
  env: Readonly<Record<string, string | undefined>>,
  endpoint = env.COGNITO_ENDPOINT,
): CognitoIdentityProviderClient {
  const accessKeyId = env.COGNITO_ACCESS_KEY_ID;
  const secretAccessKey = env.COGNITO_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('the local stack gave no Cognito key pair');
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'eu-west-2',
    credentials: { accessKeyId, secretAccessKey },
  });
}

/** Given someone who has registered and not yet followed the link in their confirmation mail. */
export async function givenARegistration(
  urls: StackUrls,
  email: string,
  password: string,
  attributes: Record<string, string> = {},
  client = cognitoClient(urls.appUrl),
): Promise<void> {
  await client.send(
    new SignUpCommand({
      ClientId: urls.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: attributes.given_name ?? 'Alex' },
        { Name: 'family_name', Value: attributes.family_name ?? 'Morgan' },
        { Name: 'phone_number', Value: attributes.phone_number ?? '+447700900123' },
        { Name: 'custom:country', Value: attributes.country ?? 'GB' },
      ],
    }),
  );
}

/**
 * Given a registered user who followed the confirmation link in their mail and signed in:
 * each test makes its own, with a random address.
 */
export async function givenASignedInUser(
  urls: StackUrls,
  attributes: Record<string, string> = {},
  email = randomEmail(),
): Promise<TestUser> {
  const password = `Pw-${randomUUID()}`;
  const client = cognitoClient(urls.appUrl);
  try {
    await givenARegistration(urls, email, password, attributes, client);
    const mail = await waitForMail(urls.mailboxUrl, email, 'Confirm your PolicyLens account');
    const link = new URL(linkIn(mail, '/auth/confirm'));
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: urls.userPoolClientId,
        Username: link.searchParams.get('email') ?? '',
        ConfirmationCode: link.searchParams.get('code') ?? '',
      }),
    );
    return await logIn(urls, email, password, client);
  } finally {
    client.destroy();
  }
}

/** A user logs in with their password: a session of its own, as on another device. */
export async function logIn(
  urls: StackUrls,
  email: string,
  password: string,
  given?: CognitoIdentityProviderClient,
): Promise<TestUser> {
  const client = given ?? cognitoClient(urls.appUrl);
  try {
    const auth = await client.send(
      new InitiateAuthCommand({
        ClientId: urls.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const result = auth.AuthenticationResult;
    if (!result?.AccessToken || !result.IdToken || !result.RefreshToken)
      throw new Error('sign-in returned no tokens');
    return {
      email,
      password,
      accessToken: result.AccessToken,
      idToken: result.IdToken,
      refreshToken: result.RefreshToken,
    };
  } finally {
    if (!given) client.destroy();
  }
}
