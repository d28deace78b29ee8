import type { KeyPair, SigningScope } from './sigv4';

/**
 * What the local S3 emulator refuses a request with, in S3's own words: the status, S3's error
 * code and message, and the details S3 adds, written as S3's XML error body.
 */

export interface S3Refusal {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly detail?: Readonly<Record<string, string>>;
}

export const s3Refusal = (
  status: number,
  code: string,
  message: string,
  detail?: Record<string, string>,
): S3Refusal => ({ status, code, message, ...(detail ? { detail } : {}) });

export const S3_REFUSALS = {
  accessDenied: s3Refusal(403, 'AccessDenied', 'Access Denied'),
  unknownKey: s3Refusal(
    403,
    'InvalidAccessKeyId',
    'The AWS Access Key Id you provided does not exist in our records.',
  ),
  mismatch: s3Refusal(
    403,
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  ),
  unsupported: s3Refusal(
    400,
    'InvalidRequest',
    'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.',
  ),
} as const;

/** What S3's API is named in signatures. */
const S3_SERVICE = 's3';

/** Whose signatures the local S3 emulator takes: the stack's key pair, in the stack's region. */
export function s3Scope(keys: KeyPair, region: string): SigningScope {
  // S3 signs the path as it was sent, not normalised and escaped again as other services do.
  return { keys, region, service: S3_SERVICE, escapePath: false };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeXml = (text: string) => text.replace(/[<>&]/g, (c) => XML_ESCAPES[c] ?? c);

/** S3's XML error body. */
export function s3ErrorXml(refusal: S3Refusal): string {
  const detail = Object.entries(refusal.detail ?? {})
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escapeXml(refusal.message)}</Message>${detail}</Error>`;
}

/** Where a credential was given: an Authorization header, or a query string or form field. */
export type CredentialPlace = 'header' | 'query';

/** A SigV4 credential's parts: `AKID/20240102/eu-west-2/s3/aws4_request`. */
export interface CredentialClaim {
  readonly accessKeyId: string;
  readonly day: string;
  readonly region: string;
  readonly service: string;
  readonly terminator: string;
}

export function credentialOf(value: string): CredentialClaim | undefined {
  const parts = value.split('/');
  if (parts.length !== 5) return undefined;
  const [accessKeyId = '', day = '', region = '', service = '', terminator = ''] = parts;
  return { accessKeyId, day, region, service, terminator };
}

function malformed(place: CredentialPlace, why: string, detail?: Record<string, string>): S3Refusal {
  return place === 'header'
    ? s3Refusal(400, 'AuthorizationHeaderMalformed', `The authorization header is malformed; ${why}`, detail)
    : s3Refusal(
        400,
        'AuthorizationQueryParametersError',
        `Error parsing the X-Amz-Credential parameter; ${why}`,
        detail,
      );
}

/**
 * Why a credential is refused, as S3 checks it before the signature: the key pair it names, the
 * day it is for (the request's), its region, service and terminator.
 */
export function credentialRefusal(
  claim: CredentialClaim | undefined,
  requestDay: string,
  scope: SigningScope,
  place: CredentialPlace,
): S3Refusal | undefined {
  if (!claim)
    return malformed(
      place,
      'the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".',
    );
  if (claim.accessKeyId !== scope.keys.accessKeyId)
    return { ...S3_REFUSALS.unknownKey, detail: { AWSAccessKeyId: claim.accessKeyId } };
  if (claim.day !== requestDay)
    return malformed(place, 'Invalid credential date. Date is not the same as X-Amz-Date.');
  if (claim.region !== scope.region)
    return malformed(place, `the region '${claim.region}' is wrong; expecting '${scope.region}'`, {
      Region: scope.region,
    });
  if (claim.service !== scope.service)
    return malformed(
      place,
      `incorrect service '${claim.service}'. This endpoint belongs to '${scope.service}'.`,
    );
  if (claim.terminator !== 'aws4_request')
    return malformed(place, `incorrect terminal '${claim.terminator}'. This endpoint uses 'aws4_request'.`);
  return undefined;
}
