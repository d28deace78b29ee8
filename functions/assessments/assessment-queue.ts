import { InvokeCommand } from '@aws-sdk/client-lambda';
import { z } from 'zod';
import { lambda } from '../lib/clients';
import { config } from '../lib/config';

/** The event the assessment worker receives: which attempt of whose assessment to run. */
export const assessmentJobSchema = z.object({
  sub: z.string().min(1),
  assessmentId: z.string().min(1),
  attempt: z.number().int().min(1),
});
export type AssessmentJob = z.infer<typeof assessmentJobSchema>;

/**
 * Starts the worker with an asynchronous invoke: Lambda queues the event and answers at once, and
 * retries or dead-letters it if the worker fails. Locally the same call reaches the local stack's
 * Lambda endpoint, which runs the same handler after answering.
 */
export async function queueAssessment(job: AssessmentJob): Promise<void> {
  const functionName = config().assessmentWorkerFunction;
  if (!functionName) throw new Error('ASSESSMENT_WORKER_FUNCTION is not configured');
  const out = await lambda().send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(job)),
    }),
  );
  if (out.StatusCode !== 202) throw new Error(`The assessment worker was not queued (${out.StatusCode})`);
}
