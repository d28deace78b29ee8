import { z } from 'zod';
import { invokeAsync } from '../lib/async-invoke';
import { config } from '../lib/config';

/** The event the assessment worker receives: which attempt of whose assessment to run. */
export const assessmentJobSchema = z.object({
  sub: z.string().min(1),
  assessmentId: z.string().min(1),
  attempt: z.number().int().min(1),
});
export type AssessmentJob = z.infer<typeof assessmentJobSchema>;

/** Starts the assessment worker in the background (retried, then dead-lettered, if it fails). */
export function queueAssessment(job: AssessmentJob): Promise<void> {
  return invokeAsync(config().assessmentWorkerFunction, 'assessment worker', job);
}
