import { takeAnalysisToken } from '../data/analysis-quota';
import { getAssessment, requeueAssessment } from '../data/assessment-store';
import { ConflictError } from '../lib/errors';
import type { Caller } from '../lib/http';
import { STALE_AFTER_MS } from '../lib/queued-work';
import { startAttempt } from './assessment-queue';
import { type AssessmentView, assessmentView, isStale } from './assessment-view';

// Trying again keeps the claimant's country the worker read for the first attempt (a row without
// one has it read again by the worker): no user pool client here.

export const NOT_RETRYABLE_MESSAGE = 'Only a failed assessment can be tried again';

/** Queues a failed assessment again, unchanged, as a new attempt. */
export async function retryAssessment(caller: Caller, id: string): Promise<AssessmentView> {
  const now = Date.now();
  const current = await getAssessment(caller.sub, id);
  if (current.status !== 'failed' && !isStale(current, now)) throw new ConflictError(NOT_RETRYABLE_MESSAGE);
  await takeAnalysisToken(caller.sub, 'claims');
  const staleBefore = new Date(now - STALE_AFTER_MS).toISOString();
  const queued = await requeueAssessment(caller.sub, id, new Date(now).toISOString(), staleBefore);
  // Another request retried it first.
  if (!queued) throw new ConflictError(NOT_RETRYABLE_MESSAGE);
  await startAttempt(queued);
  return assessmentView(queued);
}
