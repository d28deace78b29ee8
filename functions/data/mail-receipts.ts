import { createHash } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { keys } from './keys';
import { putOnce } from './put-once';

/**
 * Mail taken in at the upload address, by its sender and the mail's own Message-ID header (the
 * same mail sent again, or delivered again under another SES message id, carries the same one).
 * Kept a month, then expired by the table's TTL.
 */
const RECEIPT_LIFETIME_SECONDS = 30 * 24 * 3600;

/** The receipt's sort key: a digest, so any Message-ID fits a key. */
function receiptKey(sub: string, sender: string, messageId: string) {
  const digest = createHash('sha256')
    .update(`${sender.trim().toLowerCase()}\n${messageId.trim()}`)
    .digest('hex');
  return keys.mailReceipt(sub, digest);
}

/** Records the mail as taken: false when the same sender's mail with this Message-ID was taken already. */
export function takeMailOnce(
  sub: string,
  sender: string,
  messageId: string,
  now = Date.now(),
): Promise<boolean> {
  return putOnce({
    ...receiptKey(sub, sender, messageId),
    receivedAt: new Date(now).toISOString(),
    expiresAt: Math.floor(now / 1000) + RECEIPT_LIFETIME_SECONDS,
  });
}

/** Forgets a mail taken whose handling then failed, so its retry (or the same mail again) is taken. */
export async function releaseMail(sub: string, sender: string, messageId: string): Promise<void> {
  await dynamo().send(
    new DeleteCommand({ TableName: config().tableName, Key: receiptKey(sub, sender, messageId) }),
  );
}
