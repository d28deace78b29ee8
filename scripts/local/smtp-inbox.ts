import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { ulid } from 'ulid';
import { INBOUND_MAIL_PREFIX } from '#functions/data/keys';
import { REQUEST_TIMEOUTS_MS, transport } from '#functions/lib/clients';
import type { SesEvent } from '#functions/policies/mail-verdicts';
import { lambdaContext } from './lambda-context';
import { localVerdicts } from './mail-verdicts';
import { HOST } from './ports';

/**
 * The local stand-in for SES receiving: an SMTP inbox on 127.0.0.1 that accepts mail to the upload
 * address, checks it (SPF, DKIM, DMARC against the local mail domains), stores the raw message in
 * the inbound bucket under its message id as SES's S3 action does, and then hands the handler the
 * event SES's Lambda action gives, verdicts included.
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
  /** Domains whose mail from 127.0.0.1 passes SPF and DMARC here. */
  mailDomains: readonly string[];
  handler: () => Promise<(event: SesEvent, context: Context) => Promise<unknown>>;
}): Promise<SmtpInbox> {
  const eventFor = async (raw: Buffer, session: SMTPServerSession): Promise<SesEvent> => {
    const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    const receipt = await localVerdicts(raw, {
      ip: session.remoteAddress,
      helo: session.hostNameAppearsAs,
      sender,
      domains: opts.mailDomains,
    });
    const head = raw.subarray(0, raw.indexOf('\r\n\r\n') === -1 ? raw.length : raw.indexOf('\r\n\r\n'));
    const from = /^From:\s*(.+(?:\r?\n[ \t].+)*)/im
      .exec(head.toString('utf8'))?.[1]
      ?.replace(/\r?\n[ \t]+/g, ' ');
    const mail = { messageId: ulid(), source: sender, commonHeaders: { from: from ? [from.trim()] : [] } };
    return { Records: [{ ses: { mail, receipt } }] };
  };
  const s3 = new S3Client({
    ...transport(REQUEST_TIMEOUTS_MS.s3),
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
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        // Accepted once checked and stored, as SES does; the handler runs afterwards, like the Lambda it is.
        const stored = eventFor(raw, session).then(async (event) => {
          const key = `${INBOUND_MAIL_PREFIX}${event.Records[0]?.ses.mail.messageId}`;
          await s3.send(new PutObjectCommand({ Bucket: opts.bucket, Key: key, Body: raw }));
          return event;
        });
        stored
          .then(
            async (event) => {
              callback();
              const handle = await opts.handler();
              const id = event.Records[0]?.ses.mail.messageId ?? 'mail';
              await handle(event, lambdaContext('policylens-local-mail-receive-policy', id, 60));
            },
            (error: Error) => callback(error),
          )
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
