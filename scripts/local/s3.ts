import { mkdirSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { HOST } from './ports';
import { admitS3Request } from './s3-gate';
import { S3_REFUSALS, type S3Refusal, s3ErrorXml } from './s3-refusals';
import type { KeyPair, SigningScope } from './sigv4';
import { startServiceThread } from './threads/service-thread';

/** CORS the SPA needs for presigned POST uploads and presigned GET downloads. */
function corsXml(origins: readonly string[]): string {
  const rules = origins
    .map(
      (origin) => `<CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>`,
    )
    .join('\n');
  return `<CORSConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${rules}</CORSConfiguration>`;
}

export interface S3Local {
  readonly endpoint: string;
  /** The key pair the emulator takes signatures of, for the stack's own clients. */
  readonly keys: KeyPair;
  /** Hands each object-created or -removed notification of the emulator to `listener`, as S3 would to its queue. */
  onEvent(listener: (notification: { Records: unknown[] }) => void): void;
  stop(): Promise<void>;
}

export interface S3Options {
  readonly port: number;
  readonly dataDir: string;
  readonly buckets: readonly string[];
  readonly corsOrigins: readonly string[];
  /** Whose signatures the emulator takes: the stack's key pair (see s3-gate.ts). */
  readonly scope: SigningScope;
}

/** The parts of the emulator (a Koa app, its routes a @koa/router) the gate is put in through. */
interface RequestContext {
  readonly app: object;
  readonly method: string;
  readonly path: string;
  readonly originalUrl: string;
  readonly headers: IncomingHttpHeaders;
  readonly params: { readonly bucket?: string; readonly key?: string };
  readonly state: Record<string, unknown>;
  readonly store: EmulatorStore;
  req: Readable & { readonly headers: IncomingHttpHeaders };
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: RequestContext, next: () => Promise<void>) => Promise<void>;
interface EmulatorStore {
  getMetadata(bucket: string, key: string): Promise<{ etag: string }>;
}
interface EmulatorInternals {
  readonly middleware: (Middleware & { router?: { stack: { stack: Middleware[] }[] } })[];
}

const PRECONDITION_FAILED = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message><Condition>If-Match</Condition></Error>`;

/** The bucket and key a copy names (`bucket/key`, URL-encoded, perhaps with `?versionId=`) or a path-style request addresses. */
function objectOf(ctx: RequestContext): { bucket: string; key: string; ifMatch: string } | undefined {
  const header = (name: string) => String(ctx.headers[name] ?? '');
  const source = header('x-amz-copy-source');
  const ifMatch = source ? header('x-amz-copy-source-if-match') : header('if-match');
  if (!ifMatch || (!source && ctx.method !== 'GET' && ctx.method !== 'HEAD')) return undefined;
  const [bucket = '', ...key] = (source ? decodeURI(source.split('?')[0] ?? '') : ctx.path)
    .replace(/^\//, '')
    .split('/')
    .map((part) => (source ? part : decodeURIComponent(part)));
  return { bucket, key: key.join('/'), ifMatch };
}

/**
 * S3's If-Match on a read and x-amz-copy-source-if-match on a copy, which the emulator ignores: a
 * request naming an ETag the object no longer has is answered 412, as S3 answers it.
 */
async function honourIfMatch(ctx: RequestContext, next: () => Promise<void>): Promise<void> {
  const wanted = objectOf(ctx);
  const etag =
    wanted && (await ctx.store.getMetadata(wanted.bucket, wanted.key).catch(() => undefined))?.etag;
  if (!wanted || etag === undefined || etag.replace(/"/g, '') === wanted.ifMatch.replace(/"/g, ''))
    return next();
  ctx.status = 412;
  ctx.type = 'application/xml';
  ctx.body = ctx.method === 'HEAD' ? '' : PRECONDITION_FAILED;
}

/** The most of a request body the gate reads (a mail of 30 MB is the largest the stack stores). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

/** The request's body, or undefined once it is over the limit (the rest is read and dropped). */
function readBody(req: Readable): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks) : undefined));
    req.on('error', reject);
  });
}

function refuse(ctx: RequestContext, refusal: S3Refusal): void {
  ctx.status = refusal.status;
  ctx.type = 'application/xml';
  ctx.body = ctx.method === 'HEAD' ? '' : s3ErrorXml(refusal);
}

/** Whose signatures each emulator in this thread takes (the routes are shared by every instance). */
const scopes = new WeakMap<object, SigningScope>();

/**
 * The gate, in the emulator's routes where its own authentication was: after CORS (so a browser
 * can read a refusal), before any route. A request it admits goes on with the body it checked (a
 * form as written afresh), marked as signed (the emulator lets only signed requests override
 * response headers).
 */
const signatureGate: Middleware = async (ctx, next) => {
  // A CORS preflight, answered by the bucket's CORS rules before this (as S3 answers it, unsigned).
  if (ctx.method === 'OPTIONS') return next();
  const scope = scopes.get(ctx.app);
  if (!scope) return refuse(ctx, S3_REFUSALS.accessDenied);
  const { bucket, key } = ctx.params;
  const request = { method: ctx.method, url: ctx.originalUrl, headers: ctx.headers, bucket, key };
  const admitted = await admitS3Request(request, () => readBody(ctx.req), scope);
  if ('refusal' in admitted) return refuse(ctx, admitted.refusal);
  if (admitted.form) {
    ctx.req.headers['content-type'] = admitted.form.contentType;
    ctx.req.headers['content-length'] = String(admitted.body.length);
  }
  const headers = ctx.req.headers;
  ctx.req = Object.assign(Readable.from([admitted.body], { objectMode: false }), { headers });
  ctx.state.account = { id: scope.keys.accessKeyId };
  return honourIfMatch(ctx, next);
};

/**
 * Puts the gate in place of the emulator's own authentication, which takes unsigned requests and
 * never checks a SigV4 signature.
 */
function guardWithSignatures(server: S3rver, scope: SigningScope): void {
  scopes.set(server, scope);
  const router = (server as unknown as EmulatorInternals).middleware.find((m) => m.router)?.router;
  const isGate = (fn: Middleware) => fn === signatureGate || fn.name === 'authentication';
  const layer = router?.stack.find((l) => l.stack.some(isGate));
  if (!layer) throw new Error("The S3 emulator's authentication step was not found: s3rver has changed.");
  layer.stack = layer.stack.map((fn) => (isGate(fn) ? signatureGate : fn));
}

export async function startS3(opts: S3Options): Promise<S3Local> {
  mkdirSync(opts.dataDir, { recursive: true });
  const server = new S3rver({
    port: opts.port,
    address: HOST,
    directory: opts.dataDir,
    silent: true,
    configureBuckets: opts.buckets.map((name) => ({ name, configs: [corsXml(opts.corsOrigins)] })),
    // Path-style addresses only, as the stack's clients use: the Host header never names a bucket.
    vhostBuckets: false,
  });
  guardWithSignatures(server, opts.scope);
  await server.run();
  return {
    endpoint: `http://${HOST}:${opts.port}`,
    keys: opts.scope.keys,
    onEvent: (listener) => {
      server.on('event', listener);
    },
    stop: async () => {
      await server.close();
    },
  };
}

/** The S3 emulator on a thread of its own; its notifications are handed on as they come. */
export async function startS3Thread(opts: S3Options): Promise<S3Local> {
  const thread = await startServiceThread<{ endpoint: string }>(
    new URL('./threads/s3-thread.ts', import.meta.url),
    opts,
  );
  return {
    endpoint: thread.ready.endpoint,
    keys: opts.scope.keys,
    onEvent: (listener) => thread.on('notification', (n) => listener(n as { Records: unknown[] })),
    stop: thread.stop,
  };
}
