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
  /**
   * Whether the path is signed normalised and escaped again (every service but S3), or as it was
   * sent (S3, whose keys may hold any character).
   */
  readonly escapePath?: boolean;
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
    uriEscapePath: scope.escapePath ?? true,
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

/** A header's value as received (a repeated one joined with commas). */
export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** An X-Amz-Date (20240102T030405Z) as a date, or undefined. */
export function amzDate(value: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const date = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** What the request's Authorization header claims, or undefined when it is not a SigV4 one. */
export function claimOf(request: ReceivedRequest) {
  const m = AUTHORIZATION.exec(header(request.headers, 'authorization') ?? '');
  const date = header(request.headers, 'x-amz-date');
  const signingDate = amzDate(date);
  if (!m || !signingDate || date?.slice(0, 8) !== m[2]) return undefined;
  const [, accessKeyId = '', , region = '', service = '', signedList = '', signature = ''] = m;
  return { accessKeyId, region, service, signed: signedList.split(';'), signature, signingDate };
}

/** The request's own signed headers as received: every one it names must be there. */
export function signedPart(
  request: ReceivedRequest,
  names: readonly string[],
): Record<string, string> | undefined {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = header(request.headers, name);
    if (value === undefined) return undefined;
    picked[name] = value;
  }
  return picked;
}

/** A path or query part as the signer escapes it (the request line carries it escaped once already). */
function decodedOnce(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A query string's parameters, each name and value decoded once (a repeated name keeps every value). */
export function queryOf(search: string): Record<string, string | string[]> {
  // No prototype: a parameter may be named anything, __proto__ included.
  const query: Record<string, string | string[]> = Object.create(null);
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const name = decodedOnce(at < 0 ? part : part.slice(0, at));
    const value = at < 0 ? '' : decodedOnce(part.slice(at + 1));
    const before = query[name];
    query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return query;
}

/** The request's path and query as its signer saw them. */
function signedTarget(request: ReceivedRequest, scope: SigningScope) {
  const at = request.url.indexOf('?');
  const rawPath = at < 0 ? request.url : request.url.slice(0, at);
  const path = scope.escapePath === false ? rawPath : decodedOnce(new URL(rawPath, 'http://local').pathname);
  return {
    method: request.method,
    protocol: 'http:',
    hostname: 'local',
    path,
    query: queryOf(at < 0 ? '' : request.url.slice(at)),
  };
}

/** The signature this scope's secret gives the request, as the SDK computes it. */
export async function expectedSignature(
  request: ReceivedRequest,
  headers: Record<string, string>,
  scope: SigningScope,
  signingDate: Date,
): Promise<string> {
  const signed = await signer(scope).sign(
    { ...signedTarget(request, scope), headers, body: request.body },
    { signingDate, signableHeaders: new Set(Object.keys(headers)) },
  );
  return /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1] ?? '';
}

/**
 * The signature this scope's secret gives a presigned request (SigV4 in its query string) whose
 * signed headers are `headers`, for `expiresIn` seconds from `signingDate`, over `payloadHash`.
 */
export async function expectedPresignature(
  request: ReceivedRequest,
  headers: Record<string, string>,
  scope: SigningScope,
  at: { readonly signingDate: Date; readonly expiresIn: number; readonly payloadHash: string },
): Promise<string> {
  const payloadHeader = 'x-amz-content-sha256';
  const names = new Set(Object.keys(headers));
  // A payload hash the request signed as a header is the one it signed; otherwise the one given.
  const withPayload = names.has(payloadHeader) ? headers : { ...headers, [payloadHeader]: at.payloadHash };
  const presigned = await signer(scope).presign(
    { ...signedTarget(request, scope), headers: withPayload },
    {
      signingDate: at.signingDate,
      expiresIn: at.expiresIn,
      signableHeaders: names,
      unsignableHeaders: names.has(payloadHeader) ? new Set() : new Set([payloadHeader]),
      unhoistableHeaders: new Set([...names, payloadHeader]),
    },
  );
  return String(presigned.query?.['X-Amz-Signature'] ?? '');
}

/** The signature this scope's secret gives a string signed on `day` (an S3 POST policy). */
export function expectedStringSignature(text: string, scope: SigningScope, day: Date): Promise<string> {
  return signer(scope).sign(text, { signingDate: day });
}

/** Whether two hex signatures are the same, compared in constant time. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
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
  const expected = await expectedSignature(request, headers, scope, claim.signingDate);
  return sameSignature(expected, claim.signature) ? undefined : REFUSALS.mismatch;
}
