import type { SQSBatchResponse } from 'aws-lambda';
import { z } from 'zod';
import { logger } from '#functions/lib/logger';
import { observed } from '#functions/lib/observability';
import { readScannedUpload } from '#functions/policies/extraction';
import { scanJobSchema } from '#functions/policies/extraction-queue';

/**
 * The OCR worker. From its FIFO queue (one message group a user): documents the extraction worker
 * checked and kept whose scanned pages need reading; a message that fails is reported back to the
 * queue, retried, and dead-lettered after its retries.
 */
const sqsEventSchema = z.object({
  Records: z.array(z.object({ messageId: z.string(), body: z.string() })),
});

export const handler = observed(async (event: unknown): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of sqsEventSchema.parse(event).Records) {
    try {
      await readScannedUpload(scanJobSchema.parse(JSON.parse(record.body)));
    } catch (error) {
      logger.error('reading scans failed', { messageId: record.messageId, error: (error as Error).name });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
});
