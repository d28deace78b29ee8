import { Secret, TOTP } from 'otpauth';

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
