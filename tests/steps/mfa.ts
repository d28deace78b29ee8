import {
  AssociateSoftwareTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Secret, TOTP } from 'otpauth';
import { cognitoClient, type TestUser } from './users';

/**
 * The person's authenticator app: codes for a secret as RFC 6238 defines them (HMAC-SHA-1,
 * 6 digits, a new one every 30 seconds), which is what Google Authenticator and the like show.
 */
const PERIOD_S = 30;

function authenticator(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_S });
}

/** The 30-second step a time falls in. */
export function stepAt(timestampMs: number): number {
  return Math.floor(timestampMs / 1000 / PERIOD_S);
}

export interface AuthenticatorCode {
  readonly code: string;
  readonly step: number;
}

/**
 * A code the user pool has not had yet. A code is accepted once, so after `spentStep` the next
 * step's code is used: the current one, or the one about to come (a code one step ahead still
 * counts), waiting for the clock only when that is not enough.
 */
export async function unusedCode(secret: string, spentStep?: number): Promise<AuthenticatorCode> {
  const wanted = spentStep === undefined ? stepAt(Date.now()) : Math.max(spentStep + 1, stepAt(Date.now()));
  while (wanted > stepAt(Date.now()) + 1) await new Promise((resolve) => setTimeout(resolve, 250));
  return { code: authenticator(secret).generate({ timestamp: wanted * PERIOD_S * 1000 }), step: wanted };
}

/** A six-digit code the authenticator shows neither now nor in the steps either side of now. */
export function wrongCode(secret: string): string {
  const now = stepAt(Date.now());
  const app = authenticator(secret);
  const near = new Set(
    [-2, -1, 0, 1, 2].map((offset) => app.generate({ timestamp: (now + offset) * PERIOD_S * 1000 })),
  );
  let candidate = 123456;
  while (near.has(String(candidate))) candidate = (candidate + 111_111) % 1_000_000;
  return String(candidate).padStart(6, '0');
}

/**
 * Given a user who has set up an authenticator app and turned two-step verification on, with the
 * calls the profile page makes: its secret, and the step of the code spent setting it up.
 */
export async function givenTwoStepVerificationOn(
  appUrl: string,
  user: TestUser,
): Promise<{ readonly secret: string; readonly spentStep: number }> {
  const cognito = cognitoClient(appUrl);
  try {
    const { SecretCode } = await cognito.send(
      new AssociateSoftwareTokenCommand({ AccessToken: user.accessToken }),
    );
    const secret = SecretCode ?? '';
    const first = await unusedCode(secret);
    await cognito.send(
      new VerifySoftwareTokenCommand({ AccessToken: user.accessToken, UserCode: first.code }),
    );
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: user.accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    return { secret, spentStep: first.step };
  } finally {
    cognito.destroy();
  }
}
