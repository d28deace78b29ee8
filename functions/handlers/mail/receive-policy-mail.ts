import type { S3Event } from 'aws-lambda';
import { z } from 'zod';
import { receiveMail } from '../../policies/inbound-mail';

/** The parts of an S3 event notification this handler reads. */
const s3EventSchema = z.object({
  Records: z.array(
    z.object({
      s3: z.object({
        bucket: z.object({ name: z.string() }),
        object: z.object({ key: z.string() }),
      }),
    }),
  ),
});

/** Inbound policy mail stored by SES (or the local SMTP inbox) under inbound/. */
export async function handler(event: S3Event): Promise<void> {
  const { Records } = s3EventSchema.parse(event);
  for (const record of Records) {
    // Keys arrive URL-encoded, with spaces as '+'.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    await receiveMail(record.s3.bucket.name, key);
  }
}
