import { z } from 'zod';
import { invokeAsync } from '../lib/async-invoke';
import { config } from '../lib/config';

/** Asks the extraction worker to settle a completed policy whose files were all read before it was completed. */
export const settleJobSchema = z.object({
  settle: z.object({ sub: z.string().min(1), policyId: z.string().min(1) }),
});

export function queueSettle(job: { sub: string; policyId: string }): Promise<void> {
  return invokeAsync(config().extractionWorkerFunction, 'extraction worker', { settle: job });
}
