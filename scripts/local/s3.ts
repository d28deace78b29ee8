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

export async function startS3(opts: S3Options): Promise<S3Local> {
  mkdirSync(opts.dataDir, { recursive: true });
  const server = new S3rver({
    port: opts.port,
    address: HOST,
    directory: opts.dataDir,
    silent: true,
    configureBuckets: opts.buckets.map((name) => ({ name, configs: [corsXml(opts.corsOrigins)] })),
  });
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
