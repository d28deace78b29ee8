import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { ulid } from 'ulid';
import { INBOUND_MAIL_PREFIX } from '#functions/data/keys';
import type { SesEvent } from '#functions/policies/mail-verdicts';
import { emulatorClientSettings } from './emulator-client';
import { lambdaContext } from './lambda-context';
import { localSesRecord } from './mail-verdicts';
import { HOST } from './ports';
import type { KeyPair } from './sigv4';

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

/** The largest mail the inbox takes; it says so in its greeting (SIZE) and refuses more with 552. */
export const MAX_MESSAGE_BYTES = 30 * 1024 * 1024;

/** What a mail over the limit is told (RFC 5321's 552: exceeded storage allocation). */
function tooLarge(): Error {
  return Object.assign(new Error(`Message exceeds fixed maximum message size ${MAX_MESSAGE_BYTES}`), {
    responseCode: 552,
  });
}

export interface SmtpInboxOptions {
  readonly port: number;
  readonly uploadAddress: string;
  readonly bucket: string;
  readonly s3Endpoint: string;
  /** What the inbox signs its S3 requests with: the stack's key pair for its S3 emulator. */
  readonly s3Keys: KeyPair;
  /** Domains whose mail from 127.0.0.1 passes SPF and DMARC here. */
  readonly mailDomains: readonly string[];
  readonly handler: () => Promise<(event: SesEvent, context: Context) => Promise<unknown>>;
}

/** The event SES's Lambda action gives for a received mail, its verdicts checked here. */
async function sesEventFor(
  raw: Buffer,
  session: SMTPServerSession,
  mailDomains: readonly string[],
): Promise<SesEvent> {
  const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  const connection = {
    ip: session.remoteAddress,
    helo: session.hostNameAppearsAs,
    sender,
    domains: mailDomains,
  };
  return { Records: [{ ses: await localSesRecord(raw, connection, ulid()) }] };
}

/**
 * Takes in one mail: accepted once checked and stored, as SES does; the handler runs afterwards,
 * like the Lambda it is.
 */
function receiveMail(
  raw: Buffer,
  session: SMTPServerSession,
  s3: S3Client,
  opts: SmtpInboxOptions,
  callback: (error?: Error) => void,
): void {
  const stored = sesEventFor(raw, session, opts.mailDomains).then(async (event) => {
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
}

export async function startSmtpInbox(opts: SmtpInboxOptions): Promise<SmtpInbox> {
  const s3 = new S3Client({
    ...emulatorClientSettings('s3', opts.s3Endpoint, opts.s3Keys),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Advertised in EHLO; a MAIL FROM whose SIZE= is over it is refused with 552 at once.
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
      // Past the limit the rest is read and dropped, and the mail is refused, never stored.
      stream.on('data', (chunk: Buffer) => {
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(tooLarge());
        receiveMail(Buffer.concat(chunks), session, s3, opts, callback);
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
