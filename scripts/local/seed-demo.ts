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
import type { KeyPair } from './sigv4';

/**
 * The demo account a newcomer can sign in with at once: a confirmed user with two sample policies,
 * uploaded through the real API the way the browser uploads them.
 */
export interface DemoAccount {
  readonly email: string;
  readonly password: string;
}

const DEMO: DemoAccount = { email: 'demo@policylens.local', password: 'demo-policy-2025' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A year of cover begun `daysAgo` days before today: its first and last days, as ISO days. */
function yearBegun(today: Date, daysAgo: number): [string, string] {
  const start = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - daysAgo * DAY_MS,
  );
  const end = new Date(
    Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate()) - DAY_MS,
  );
  return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
}

/**
 * The demo policies' periods, relative to today so both are current whenever the demo is made:
 * the home policy began two months ago, the travel policy five.
 */
export function demoPolicyPeriods(today: Date): { home: [string, string]; travel: [string, string] } {
  return { home: yearBegun(today, 61), travel: yearBegun(today, 150) };
}

/** What of a running local stack seeding needs: the app's address and the handlers' environment. */
export interface RunningStack {
  readonly appUrl: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

interface SeedTarget {
  readonly appUrl: string;
  /** The stack's key pair, which the user pool's administrators' calls are signed with. */
  readonly keys: KeyPair;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly cognitoEndpoint: string;
  readonly markerFile: string;
}

function seedTarget(stack: RunningStack, markerFile: string): SeedTarget {
  return {
    appUrl: stack.appUrl,
    keys: {
      accessKeyId: stack.env.COGNITO_ACCESS_KEY_ID ?? '',
      secretAccessKey: stack.env.COGNITO_SECRET_ACCESS_KEY ?? '',
    },
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
    emulatorClientSettings('cognito', target.cognitoEndpoint, target.keys),
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
    const periods = demoPolicyPeriods(new Date());
    await upload(target.appUrl, token, 'Home Insurance', 'home', periods.home, homePolicyPdf(periods.home));
    await upload(
      target.appUrl,
      token,
      'Annual Travel Insurance',
      'travel',
      periods.travel,
      travelPolicyPdf(periods.travel),
    );
    writeFileSync(target.markerFile, `${JSON.stringify(DEMO, null, 2)}\n`);
    return DEMO;
  } finally {
    cognito.destroy();
  }
}
