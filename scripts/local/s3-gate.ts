import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { admitPostForm, type CheckedForm } from './s3-post-policy';
import { credentialOf, credentialRefusal, S3_REFUSALS, type S3Refusal, s3Refusal } from './s3-refusals';
import {
  amzDate,
  claimOf,
  expectedPresignature,
  expectedSignature,
  header,
  queryOf,
  type ReceivedRequest,
  type SigningScope,
  sameSignature,
  signedPart,
} from './sigv4';

/**
 * Who the local S3 emulator answers (the emulator itself takes any request, signed or not). In
 * AWS the buckets are private: S3 answers only requests signed (SigV4) by a principal allowed in,
 * which here is the local stack alone, with the key pair it makes at each start and gives its
 * handlers. Three ways of signing are taken, as S3 takes them: an Authorization header (the SDK's
 * clients), a presigned URL (a download link), and a presigned POST form (a browser upload, see
 * s3-post-policy.ts). Anything else is refused with S3's own error, before the emulator sees it.
 */

/** A request as the gate is given it: the target as sent, and the bucket and key it addresses. */
export interface S3Request {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly bucket: string | undefined;
  readonly key: string | undefined;
}

/** What the emulator is to be given: the body as sent, or a form written afresh as checked. */
export type S3Admission =
  | { readonly refusal: S3Refusal }
  | { readonly body: Buffer; readonly form?: CheckedForm };

/** How far a signed request's time may be from the emulator's, as in S3. */
const MAX_SKEW_MS = 15 * 60_000;
/** The longest a presigned URL may last: a week. */
const MAX_PRESIGNED_SECONDS = 604_800;
const PAYLOAD_HASH = /^(UNSIGNED-PAYLOAD|STREAMING-[A-Z0-9-]+|[0-9a-fA-F]{64})$/;

const queryError = (message: string) => s3Refusal(400, 'AuthorizationQueryParametersError', message);

/** The x-amz-* headers (and any of `required`) that the request carries without having signed them. */
function unsignedHeaders(
  headers: IncomingHttpHeaders,
  signed: readonly string[],
  required: readonly string[],
) {
  const present = Object.keys(headers).filter((name) => name.startsWith('x-amz-') || required.includes(name));
  const unsigned = [...new Set([...present, ...required])].filter((name) => !signed.includes(name));
  return unsigned.length === 0
    ? undefined
    : s3Refusal(403, 'AccessDenied', 'There were headers present in the request which were not signed', {
        HeadersNotSigned: unsigned.join(', '),
      });
}

/** Why a request signed in its Authorization header is refused (its body is checked once read). */
async function headerRefusal(request: ReceivedRequest, scope: SigningScope, now: number) {
  const date = header(request.headers, 'x-amz-date');
  if (!amzDate(date))
    return s3Refusal(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  const claim = claimOf(request);
  if (!claim)
    return s3Refusal(
      400,
      'AuthorizationHeaderMalformed',
      'The authorization header is malformed; the authorization header requires three components: Credential, SignedHeaders, and Signature.',
    );
  const credential = { ...claim, day: date?.slice(0, 8) ?? '', terminator: 'aws4_request' };
  const refused = credentialRefusal(credential, credential.day, scope, 'header');
  if (refused) return refused;
  if (Math.abs(now - claim.signingDate.getTime()) > MAX_SKEW_MS)
    return s3Refusal(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  const payload = header(request.headers, 'x-amz-content-sha256');
  if (payload === undefined)
    return s3Refusal(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  if (!PAYLOAD_HASH.test(payload))
    return s3Refusal(
      400,
      'InvalidArgument',
      'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-AWS4-HMAC-SHA256-PAYLOAD, or a valid sha256 value.',
    );
  const unsigned = unsignedHeaders(request.headers, claim.signed, ['host', 'x-amz-date']);
  if (unsigned) return unsigned;
  const headers = signedPart(request, claim.signed);
  if (!headers) return S3_REFUSALS.mismatch;
  const expected = await expectedSignature(request, headers, scope, claim.signingDate);
  return sameSignature(expected, claim.signature) ? undefined : S3_REFUSALS.mismatch;
}

const PRESIGNED_PARAMETERS = [
  'X-Amz-Credential',
  'X-Amz-Signature',
  'X-Amz-Date',
  'X-Amz-SignedHeaders',
  'X-Amz-Expires',
];

/** Why a presigned request (SigV4 in its query string) is refused: not signed so, out of its time, or not ours. */
async function presignedRefusal(request: ReceivedRequest, scope: SigningScope, now: number) {
  const query = queryOf(request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '');
  const param = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  if (param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
    return queryError('X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  const [credential = '', signature = '', date = '', signedList = '', expires = ''] =
    PRESIGNED_PARAMETERS.map(param);
  if (PRESIGNED_PARAMETERS.some((name) => param(name) === undefined))
    return queryError(
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  const signingDate = amzDate(date);
  if (!signingDate)
    return queryError("X-Amz-Date must be in the ISO8601 Long Format \"yyyyMMdd'T'HHmmss'Z'\"");
  const expiresIn = /^\d{1,7}$/.test(expires) ? Number(expires) : Number.NaN;
  if (!(expiresIn <= MAX_PRESIGNED_SECONDS))
    return queryError(
      'X-Amz-Expires must be less than a week (in seconds); that is, the given X-Amz-Expires must be less than 604800 seconds',
    );
  const refused = credentialRefusal(credentialOf(credential), date.slice(0, 8), scope, 'query');
  if (refused) return refused;
  if (signingDate.getTime() - now > MAX_SKEW_MS)
    return s3Refusal(403, 'AccessDenied', 'Request is not valid yet');
  if (now > signingDate.getTime() + expiresIn * 1000)
    return s3Refusal(403, 'AccessDenied', 'Request has expired', {
      'X-Amz-Expires': expires,
      Expires: new Date(signingDate.getTime() + expiresIn * 1000).toISOString().replace(/\.\d+/, ''),
      ServerTime: new Date(now).toISOString().replace(/\.\d+/, ''),
    });
  const signed = signedList.split(';');
  const unsigned = unsignedHeaders(request.headers, signed, ['host']);
  if (unsigned) return unsigned;
  const headers = signedPart(request, signed);
  if (!headers) return S3_REFUSALS.mismatch;
  const payloadHash = param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  const expected = await expectedPresignature(request, headers, scope, {
    signingDate,
    expiresIn,
    payloadHash,
  });
  return sameSignature(expected, signature) ? undefined : S3_REFUSALS.mismatch;
}

/** A body that is not the one the request signed (S3 checks it once the body has come). */
function payloadRefusal(headers: IncomingHttpHeaders, body: Buffer): S3Refusal | undefined {
  const declared = header(headers, 'x-amz-content-sha256');
  if (declared === undefined || declared === 'UNSIGNED-PAYLOAD') return undefined;
  // The emulator cannot read aws-chunked bodies (the SDK sends none to an http:// endpoint).
  if (declared.startsWith('STREAMING-'))
    return s3Refusal(
      501,
      'NotImplemented',
      'A header you provided implies functionality that is not implemented',
      {
        Header: 'x-amz-content-sha256',
      },
    );
  if (createHash('sha256').update(body).digest('hex') === declared.toLowerCase()) return undefined;
  return s3Refusal(
    400,
    'XAmzContentSHA256Mismatch',
    "The provided 'x-amz-content-sha256' header does not match what was computed.",
  );
}

type Mechanism = 'header' | 'query' | 'form' | 'none';

/** How the request says it is signed; more than one way, or a way S3 takes no longer, is refused. */
function mechanismOf(request: S3Request): Mechanism | S3Refusal {
  const query = queryOf(request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '');
  const authorization = header(request.headers, 'authorization');
  const presigned = 'X-Amz-Algorithm' in query;
  const version2 = 'Signature' in query || 'AWSAccessKeyId' in query;
  if ([authorization !== undefined, presigned, version2].filter(Boolean).length > 1)
    return s3Refusal(
      400,
      'InvalidArgument',
      'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
    );
  if (version2 || authorization?.startsWith('AWS ')) return S3_REFUSALS.unsupported;
  if (authorization !== undefined)
    return authorization.startsWith('AWS4-HMAC-SHA256 ')
      ? 'header'
      : s3Refusal(400, 'InvalidArgument', 'Unsupported Authorization Type');
  if (presigned) return 'query';
  const isForm = /^multipart\/form-data/i.test(header(request.headers, 'content-type') ?? '');
  return request.method === 'POST' &&
    request.bucket &&
    !request.key &&
    isForm &&
    Object.keys(query).length === 0
    ? 'form'
    : 'none';
}

/**
 * What the emulator is given, or why S3 would refuse the request. The signature of a header or a
 * URL is checked before the body is read (`readBody`, undefined when over the emulator's limit);
 * a form's, and a body's hash, once it is.
 */
export async function admitS3Request(
  request: S3Request,
  readBody: () => Promise<Buffer | undefined>,
  scope: SigningScope,
  now = Date.now(),
): Promise<S3Admission> {
  const mechanism = mechanismOf(request);
  if (typeof mechanism !== 'string') return { refusal: mechanism };
  if (mechanism === 'none') return { refusal: S3_REFUSALS.accessDenied };
  const head = { ...request, body: Buffer.alloc(0) };
  const early =
    mechanism === 'header'
      ? await headerRefusal(head, scope, now)
      : mechanism === 'query'
        ? await presignedRefusal(head, scope, now)
        : undefined;
  if (early) return { refusal: early };
  const body = await readBody();
  if (!body)
    return {
      refusal: s3Refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'),
    };
  if (mechanism !== 'form') {
    const refused = payloadRefusal(request.headers, body);
    return refused ? { refusal: refused } : { body };
  }
  const form = await admitPostForm(
    request.bucket ?? '',
    header(request.headers, 'content-type') ?? '',
    body,
    scope,
    now,
  );
  return 'refusal' in form ? form : { body: form.form.body, form: form.form };
}
