import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { z } from 'zod';
import { invokeAsync } from '../lib/async-invoke';
import { sqs } from '../lib/client-sqs';
import { config } from '../lib/config';

/** Asks the extraction worker to settle a completed policy whose files were all read before it was completed. */
export const settleJobSchema = z.object({
  settle: z.object({ sub: z.string().min(1), policyId: z.string().min(1) }),
});

export function queueSettle(job: { sub: string; policyId: string }): Promise<void> {
  return invokeAsync(config().extractionWorkerFunction, 'extraction worker', { settle: job });
}

/**
 * A checked document with scanned pages, kept under policies/ (pinned to the object that was
 * checked), for the OCR worker to read.
 */
export const scanJobSchema = z.object({
  sub: z.string().min(1),
  policyId: z.string().min(1),
  fileId: z.string().min(1),
  pin: z.object({ etag: z.string().min(1), versionId: z.string().optional() }),
});
export type ScanJob = z.infer<typeof scanJobSchema>;

/**
 * Hands a document's scans to the OCR worker's queue: a FIFO queue whose message group is the
 * user, so one user's documents are read one at a time and never hold up another user's; the same
 * document sent twice (a retried event) is queued once.
 */
export async function queueScans(job: ScanJob): Promise<void> {
  const queueUrl = config().scansQueueUrl;
  if (!queueUrl) throw new Error('The scans queue is not configured');
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: queueUrl,
      MessageBody: JSON.stringify(job),
      MessageGroupId: job.sub,
      MessageDeduplicationId: `${job.fileId}-${job.pin.etag.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 128),
    }),
  );
}
