import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import { SMTPServer } from 'smtp-server';
import { ulid } from 'ulid';
import { HOST } from './ports';

/**
 * The local stand-in for SES receiving: an SMTP inbox on 127.0.0.1 that accepts mail to the upload
 * address, stores the raw message in the inbound bucket as SES would, and hands the handler the
 * same S3 event.
 */
export interface SmtpInbox {
  readonly port: number;
  stop(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 30 * 1024 * 1024;

export async function startSmtpInbox(opts: {
  port: number;
  uploadAddress: string;
  bucket: string;
  s3Endpoint: string;
  handler: () => Promise<(event: S3Event) => Promise<void>>;
}): Promise<SmtpInbox> {
  const s3 = new S3Client({
    endpoint: opts.s3Endpoint,
    region: 'eu-west-2',
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase() !== opts.uploadAddress.toLowerCase()) {
        return callback(new Error(`Mailbox ${address.address} does not exist`));
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const key = `inbound/${ulid()}`;
        const event = {
          Records: [
            {
              eventSource: 'aws:s3',
              s3: { bucket: { name: opts.bucket }, object: { key, size: raw.length } },
            },
          ],
        } as unknown as S3Event;
        // Accepted once stored, as SES does; the handler runs afterwards, like the Lambda it is.
        s3.send(new PutObjectCommand({ Bucket: opts.bucket, Key: key, Body: raw }))
          .then(() => {
            callback();
            return opts.handler().then((handle) => handle(event));
          })
          .catch((error: unknown) => {
            console.error('inbound mail handling failed', error);
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, HOST, () => resolve());
  });
  return {
    port: opts.port,
    stop: () =>
      new Promise<void>((resolve) => {
        s3.destroy();
        server.close(() => resolve());
      }),
  };
}
