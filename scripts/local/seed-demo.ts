import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { homePolicyPdf, travelPolicyPdf } from '../samples/documents';
import { emulatorClientSettings } from './emulator-client';

/**
 * The demo account a newcomer can sign in with at once: a confirmed user with two sample policies,
 * uploaded through the real API the way the browser uploads them.
 */
export interface DemoAccount {
  readonly email: string;
  readonly password: string;
}

const DEMO: DemoAccount = { email: 'demo@policylens.local', password: 'demo-policy-2025' };

/** What of a running local stack seeding needs: the app's address and the handlers' environment. */
export interface RunningStack {
  readonly appUrl: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

interface SeedTarget {
  readonly appUrl: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly cognitoEndpoint: string;
  readonly markerFile: string;
}

function seedTarget(stack: RunningStack, markerFile: string): SeedTarget {
  return {
    appUrl: stack.appUrl,
    userPoolId: stack.env.USER_POOL_ID ?? '',
    userPoolClientId: stack.env.USER_POOL_CLIENT_ID ?? '',
    cognitoEndpoint: stack.env.COGNITO_ENDPOINT ?? '',
    markerFile,
  };
}

async function upload(
  appUrl: string,
  token: string,
  name: string,
  typeId: string,
  dates: [string, string],
  pdf: Buffer,
) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const create = await fetch(`${appUrl}/api/policies`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name,
      insuranceTypeId: typeId,
      startDate: dates[0],
      endDate: dates[1],
      files: [
        {
          name: `${name.toLowerCase().replace(/\s+/g, '-')}.pdf`,
          size: pdf.length,
          fileType: 'policy_schedule',
        },
      ],
    }),
  });
  if (create.status !== 201) throw new Error(`demo policy was refused: ${await create.text()}`);
  const created = (await create.json()) as {
    policy: { id: string };
    uploads: { name: string; form: { url: string; fields: Record<string, string> } }[];
  };
  for (const { name: fileName, form } of created.uploads) {
    const body = new FormData();
    for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
    body.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), fileName);
    const stored = await fetch(form.url, { method: 'POST', body });
    if (!stored.ok) throw new Error(`demo document upload failed (${stored.status})`);
  }
  const complete = await fetch(`${appUrl}/api/policies/${created.policy.id}/complete`, {
    method: 'POST',
    headers,
  });
  if (!complete.ok) throw new Error(`demo policy did not complete: ${await complete.text()}`);
}

/**
 * The demo address counts as verified, as an address confirmed by mail does (the account is
 * confirmed by the administrator, which verifies nothing): mail from it to the upload address lands.
 */
async function verifyDemoEmail(cognito: CognitoIdentityProviderClient, target: SeedTarget, email: string) {
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: target.userPoolId,
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/** Creates the demo account once; later starts find it and only print how to sign in. */
export async function ensureDemoAccount(stack: RunningStack, markerFile: string): Promise<DemoAccount> {
  const target = seedTarget(stack, markerFile);
  const cognito = new CognitoIdentityProviderClient(
    emulatorClientSettings('cognito', target.cognitoEndpoint),
  );
  try {
    if (existsSync(target.markerFile)) {
      const saved = JSON.parse(readFileSync(target.markerFile, 'utf8')) as DemoAccount;
      const exists = await cognito
        .send(new AdminGetUserCommand({ UserPoolId: target.userPoolId, Username: saved.email }))
        .then(() => true)
        .catch(() => false);
      if (exists) {
        await verifyDemoEmail(cognito, target, saved.email);
        return saved;
      }
    }
    await cognito.send(
      new SignUpCommand({
        ClientId: target.userPoolClientId,
        Username: DEMO.email,
        Password: DEMO.password,
        UserAttributes: [
          { Name: 'email', Value: DEMO.email },
          { Name: 'given_name', Value: 'Demo' },
          { Name: 'family_name', Value: 'User' },
          { Name: 'phone_number', Value: '+447700900000' },
          { Name: 'custom:country', Value: 'GB' },
        ],
      }),
    );
    await cognito.send(
      new AdminConfirmSignUpCommand({ UserPoolId: target.userPoolId, Username: DEMO.email }),
    );
    await verifyDemoEmail(cognito, target, DEMO.email);
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: target.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: DEMO.email, PASSWORD: DEMO.password },
      }),
    );
    const token = auth.AuthenticationResult?.AccessToken;
    if (!token) throw new Error('the demo account could not sign in');
    await upload(
      target.appUrl,
      token,
      'Home Insurance',
      'home',
      ['2025-04-01', '2026-03-31'],
      homePolicyPdf(),
    );
    await upload(
      target.appUrl,
      token,
      'Annual Travel Insurance',
      'travel',
      ['2025-01-15', '2026-01-14'],
      travelPolicyPdf(),
    );
    writeFileSync(target.markerFile, `${JSON.stringify(DEMO, null, 2)}\n`);
    return DEMO;
  } finally {
    cognito.destroy();
  }
}
