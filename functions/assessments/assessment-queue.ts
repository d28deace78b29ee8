import { z } from 'zod';
import type { Assessment } from '../data/assessment-entity';
import { markFailed } from '../data/assessment-store';
import { invokeAsync } from '../lib/async-invoke';
import { config } from '../lib/config';
import { ASSESSMENT_FAILURES } from './assessment-view';

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

/** Queues the assessment's current attempt; if it cannot be queued it is saved failed (retryable). */
export async function startAttempt(assessment: Assessment): Promise<void> {
  try {
    await queueAssessment({ sub: assessment.sub, assessmentId: assessment.id, attempt: assessment.attempt });
  } catch (error) {
    await markFailed(assessment, ASSESSMENT_FAILURES.unexpected);
    throw error;
  }
}
