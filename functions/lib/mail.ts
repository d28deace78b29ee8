import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from './client-ses';
import { config } from './config';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly replyTo?: string;
}

/** Sends one e-mail through SES (the local mailbox when running locally). */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: config().mailFrom,
      Destination: { ToAddresses: [mail.to] },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  );
}
