import type { SQSBatchResponse } from 'aws-lambda';
import { z } from 'zod';
import { logger } from '#functions/lib/logger';
import { observed } from '#functions/lib/observability';
import { extractUpload, settlePolicy } from '#functions/policies/extraction';
import { settleJobSchema } from '#functions/policies/extraction-queue';

/**
 * The extraction worker. From its queue: object-created events of uploads (S3 → SQS in AWS, the
 * S3 emulator's events locally), each file checked and its text extracted; a message that fails
 * is reported back to the queue, retried, and dead-lettered after its retries. From an
 * asynchronous invoke: a completed policy to settle.
 */
const s3EventSchema = z.object({
  Records: z
    .array(
      z.object({ eventName: z.string().optional(), s3: z.object({ object: z.object({ key: z.string() }) }) }),
    )
    .optional(),
});
const sqsEventSchema = z.object({
  Records: z.array(z.object({ messageId: z.string(), body: z.string() })),
});

/** Keys arrive URL-encoded, with spaces as '+'. */
const keyOf = (raw: string) => decodeURIComponent(raw.replace(/\+/g, ' '));

async function extractMessage(body: string): Promise<void> {
  // S3's "s3:TestEvent" when the notification is set up has no records: nothing to do.
  const { Records = [] } = s3EventSchema.parse(JSON.parse(body));
  for (const record of Records) {
    if (record.eventName && !record.eventName.startsWith('ObjectCreated')) continue;
    await extractUpload(keyOf(record.s3.object.key));
  }
}

export const handler = observed(async (event: unknown): Promise<SQSBatchResponse | undefined> => {
  const settle = settleJobSchema.safeParse(event);
  if (settle.success) {
    await settlePolicy(settle.data.settle.sub, settle.data.settle.policyId);
    return undefined;
  }
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of sqsEventSchema.parse(event).Records) {
    try {
      await extractMessage(record.body);
    } catch (error) {
      logger.error('extraction failed', { messageId: record.messageId, error: (error as Error).name });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
});
