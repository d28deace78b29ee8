import { createHash, createHmac, type Hash, type Hmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * AWS Signature Version 4 for the local emulators: signing a request with a key pair, and checking
 * a received request's signature as an AWS service does, by signing it again with the secret and
 * comparing (the signer is the one the AWS SDK signs with).
 */

export interface KeyPair {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/** Whose signatures count: the one key pair, for one region and service. */
export interface SigningScope {
  readonly keys: KeyPair;
  readonly region: string;
  readonly service: string;
}

/** A request as it arrived: the path and query as sent, the headers, the raw body. */
export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** Why a request is refused, as AWS names it (`__type`) and says it. */
export interface Refusal {
  readonly type: string;
  readonly message: string;
}

type SourceData = string | ArrayBuffer | ArrayBufferView;

function bytesOf(data: SourceData): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/** SHA-256, or its HMAC given a key, from node:crypto: what the signer hashes with. */
class Sha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(this.secret));
  }
  update(data: Uint8Array): void {
    this.hash.update(data);
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

const signer = (scope: SigningScope) =>
  new SignatureV4({
    credentials: scope.keys,
    region: scope.region,
    service: scope.service,
    sha256: Sha256,
    applyChecksum: false,
  });

/** The headers that sign a POST of `body` to `url` with the scope's key pair (host included). */
export async function signedHeaders(
  url: URL,
  headers: Record<string, string>,
  body: Uint8Array,
  scope: SigningScope,
): Promise<Record<string, string>> {
  const signed = await signer(scope).sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query: {},
    headers: { ...headers, host: url.host },
    body,
  });
  return signed.headers;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;._-]+),\s*Signature=([0-9a-f]{64})$/;
/** How far a request's time may be from the service's, as in AWS. */
const MAX_SKEW_MS = 5 * 60_000;

const refusal = (type: string, message: string): Refusal => ({ type, message });
const REFUSALS = {
  missing: refusal('MissingAuthenticationTokenException', 'Missing Authentication Token'),
  incomplete: refusal(
    'IncompleteSignatureException',
    'Authorization header requires Credential, SignedHeaders and Signature, and an X-Amz-Date header.',
  ),
  unknownKey: refusal(
    'UnrecognizedClientException',
    'The security token included in the request is invalid.',
  ),
  mismatch: refusal(
    'InvalidSignatureException',
    'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
  ),
  expired: refusal(
    'InvalidSignatureException',
    'Signature expired: the request time is more than 5 minutes off.',
  ),
} as const;

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** An X-Amz-Date (20240102T030405Z) as a date, or undefined. */
function amzDate(value: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const date = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** What the request's Authorization header claims, or undefined when it is not a SigV4 one. */
function claimOf(request: ReceivedRequest) {
  const m = AUTHORIZATION.exec(header(request.headers, 'authorization') ?? '');
  const date = header(request.headers, 'x-amz-date');
  const signingDate = amzDate(date);
  if (!m || !signingDate || date?.slice(0, 8) !== m[2]) return undefined;
  const [, accessKeyId = '', , region = '', service = '', signedList = '', signature = ''] = m;
  return { accessKeyId, region, service, signed: signedList.split(';'), signature, signingDate };
}

/** The request's own signed headers as received: every one it names must be there. */
function signedPart(request: ReceivedRequest, names: readonly string[]): Record<string, string> | undefined {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = header(request.headers, name);
    if (value === undefined) return undefined;
    picked[name] = value;
  }
  return picked;
}

/** The path as the signer escapes it (the request line carries it escaped once already). */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The signature this scope's secret gives the request, as the SDK computes it. */
async function expectedSignature(
  request: ReceivedRequest,
  headers: Record<string, string>,
  scope: SigningScope,
  signingDate: Date,
): Promise<string> {
  const url = new URL(request.url, 'http://local');
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const before = query[key];
    query[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  const signed = await signer(scope).sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: 'local',
      path: decodedPath(url.pathname),
      query,
      headers,
      body: request.body,
    },
    { signingDate, signableHeaders: new Set(Object.keys(headers)) },
  );
  return /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1] ?? '';
}

/**
 * Why a request is refused, or undefined when it is signed with the scope's key pair: as AWS
 * checks it, the key id, the credential's region and service, the time (within 5 minutes), that
 * the host, the date and any X-Amz-Target are signed, and the signature over the canonical request.
 */
export async function signatureRefusal(
  request: ReceivedRequest,
  scope: SigningScope,
  now = Date.now(),
): Promise<Refusal | undefined> {
  if (header(request.headers, 'authorization') === undefined) return REFUSALS.missing;
  const claim = claimOf(request);
  if (!claim) return REFUSALS.incomplete;
  if (claim.accessKeyId !== scope.keys.accessKeyId) return REFUSALS.unknownKey;
  if (claim.region !== scope.region)
    return refusal('InvalidSignatureException', 'Credential should be scoped to a valid region.');
  if (claim.service !== scope.service)
    return refusal(
      'InvalidSignatureException',
      `Credential should be scoped to correct service: '${scope.service}'.`,
    );
  if (Math.abs(now - claim.signingDate.getTime()) > MAX_SKEW_MS) return REFUSALS.expired;
  const required = ['host', 'x-amz-date', ...(request.headers['x-amz-target'] ? ['x-amz-target'] : [])];
  if (required.some((name) => !claim.signed.includes(name))) return REFUSALS.mismatch;
  const declaredHash = header(request.headers, 'x-amz-content-sha256');
  if (declaredHash && declaredHash !== createHash('sha256').update(request.body).digest('hex'))
    return REFUSALS.mismatch;
  const headers = signedPart(request, claim.signed);
  if (!headers) return REFUSALS.mismatch;
  const expected = Buffer.from(await expectedSignature(request, headers, scope, claim.signingDate));
  const given = Buffer.from(claim.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? undefined : REFUSALS.mismatch;
}
