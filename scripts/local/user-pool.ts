import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { emulatorClientSettings } from './emulator-client';
import type { KeyPair } from './sigv4';

export interface UserPoolIds {
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

/**
 * Creates the user pool (attributes and MFA as in AWS) and the SPA's app client on first start and
 * remembers their ids, so a second start signs in the same users. The calls are signed with the
 * stack's key pair, as the emulator's port takes no other.
 */
export async function ensureUserPool(
  endpoint: string,
  stateFile: string,
  keys: KeyPair,
): Promise<UserPoolIds> {
  const client = new CognitoIdentityProviderClient(emulatorClientSettings('cognito', endpoint, keys));
  try {
    if (existsSync(stateFile)) {
      const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as UserPoolIds;
      const found = await client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId })).then(
        () => true,
        () => false,
      );
      if (found) {
        // A pool made before MFA was set gets it now.
        await configureMfa(client, saved.userPoolId);
        return saved;
      }
      // The emulator's data was removed: make a new pool below.
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'policylens-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        // As in AWS (keepOriginal): a changed address applies once verified. The relay does this
        // for every pool, including ones made before this setting (see email-change-relay.ts).
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
        Policies: { PasswordPolicy: { MinimumLength: 8 } },
        Schema: [
          { Name: 'given_name', AttributeDataType: 'String', Mutable: true },
          { Name: 'family_name', AttributeDataType: 'String', Mutable: true },
          { Name: 'phone_number', AttributeDataType: 'String', Mutable: true },
          { Name: 'country', AttributeDataType: 'String', Mutable: true },
        ],
      }),
    );
    const userPoolId = pool.UserPool?.Id;
    if (!userPoolId) throw new Error('The Cognito emulator did not return a user pool id');
    await configureMfa(client, userPoolId);
    const app = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'policylens-web',
        // As in AWS, the API may check a password with the stack's own credentials (before a deletion).
        ExplicitAuthFlows: [
          'ALLOW_USER_PASSWORD_AUTH',
          'ALLOW_ADMIN_USER_PASSWORD_AUTH',
          'ALLOW_REFRESH_TOKEN_AUTH',
        ],
        AccessTokenValidity: 1,
        IdTokenValidity: 1,
        RefreshTokenValidity: 30,
        TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
      }),
    );
    const userPoolClientId = app.UserPoolClient?.ClientId;
    if (!userPoolClientId) throw new Error('The Cognito emulator did not return an app client id');
    const ids = { userPoolId, userPoolClientId };
    writeFileSync(stateFile, `${JSON.stringify(ids, null, 2)}\n`);
    return ids;
  } finally {
    client.destroy();
  }
}

/** As in AWS: a second factor is optional, and by authenticator app (TOTP) only. */
async function configureMfa(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
}
