import type { S3Event } from 'aws-lambda';
import { logger } from '../../lib/logger';

/** Inbound policy mail stored by SES (or the local SMTP inbox) under inbound/. */
export async function handler(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    logger.info('inbound mail received', { key: record.s3.object.key, size: record.s3.object.size });
  }
}
