import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManager } from './client-secrets';
import { config } from './config';

/**
 * The API answers only what came through CloudFront. CloudFront adds this header, with a secret
 * kept in Secrets Manager and rotated, to every request it forwards; a request without it (someone
 * calling the API's own address) is refused before anything else runs. While a rotation is under
 * way CloudFront may send the pending value or still the previous one, so all three are taken.
 * Locally the gateway stands where CloudFront does and adds the same header.
 */
export const ORIGIN_HEADER = 'x-origin-verify';

/** How long the values read from Secrets Manager are kept before they are read again. */
const CACHE_MS = 5 * 60_000;

let cache: { values: string[]; until: number } | undefined;

type VersionStage = 'AWSCURRENT' | 'AWSPENDING' | 'AWSPREVIOUS';

async function stage(arn: string, versionStage: VersionStage): Promise<string | null> {
  try {
    const out = await secretsManager().send(
      new GetSecretValueCommand({ SecretId: arn, VersionStage: versionStage }),
    );
    return out.SecretString ?? null;
  } catch (error) {
    // Outside a rotation there is no pending version, and before the first none previous.
    if (versionStage !== 'AWSCURRENT' && (error as Error).name === 'ResourceNotFoundException') return null;
    throw error;
  }
}

/** The values a forwarded request may carry now. */
export async function originSecrets(now = Date.now()): Promise<string[]> {
  const { arn, value } = config().originSecret;
  if (value) return [value];
  if (cache && cache.until > now) return cache.values;
  if (!arn) return [];
  const stages: VersionStage[] = ['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'];
  const values = (await Promise.all(stages.map((s) => stage(arn, s)))).filter((v): v is string => Boolean(v));
  cache = { values, until: now + CACHE_MS };
  return values;
}

/** Forgets the values read (after a rotation, or between tests). */
export function forgetOriginSecrets(): void {
  cache = undefined;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** True when the request carries the origin secret, so CloudFront (or the local gateway) sent it. */
export async function cameThroughEdge(
  headers: Readonly<Record<string, string | undefined>> | undefined,
): Promise<boolean> {
  const sent = headers?.[ORIGIN_HEADER];
  if (!sent) return false;
  return (await originSecrets()).some((secret) => same(secret, sent));
}
