import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { HOST } from './ports';
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
  /** Hands each object-created or -removed notification of the emulator to `listener`, as S3 would to its queue. */
  onEvent(listener: (notification: { Records: unknown[] }) => void): void;
  stop(): Promise<void>;
}

export interface S3Options {
  readonly port: number;
  readonly dataDir: string;
  readonly buckets: readonly string[];
  readonly corsOrigins: readonly string[];
}

/** The parts of the emulator (a Koa app) its conditional requests are added through. */
interface RequestContext {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
interface EmulatorInternals {
  readonly middleware: ((ctx: RequestContext, next: () => Promise<void>) => Promise<void>)[];
  readonly store: { getMetadata(bucket: string, key: string): Promise<{ etag: string }> };
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
function honourIfMatch(server: S3rver): void {
  const internals = server as unknown as EmulatorInternals;
  internals.middleware.unshift(async (ctx, next) => {
    const wanted = objectOf(ctx);
    const etag =
      wanted && (await internals.store.getMetadata(wanted.bucket, wanted.key).catch(() => undefined))?.etag;
    if (!wanted || etag === undefined || etag.replace(/"/g, '') === wanted.ifMatch.replace(/"/g, ''))
      return next();
    ctx.status = 412;
    ctx.type = 'application/xml';
    ctx.body = ctx.method === 'HEAD' ? '' : PRECONDITION_FAILED;
  });
}

export async function startS3(opts: S3Options): Promise<S3Local> {
  mkdirSync(opts.dataDir, { recursive: true });
  const server = new S3rver({
    port: opts.port,
    address: HOST,
    directory: opts.dataDir,
    silent: true,
    configureBuckets: opts.buckets.map((name) => ({ name, configs: [corsXml(opts.corsOrigins)] })),
  });
  honourIfMatch(server);
  await server.run();
  return {
    endpoint: `http://${HOST}:${opts.port}`,
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
    onEvent: (listener) => thread.on('notification', (n) => listener(n as { Records: unknown[] })),
    stop: thread.stop,
  };
}
