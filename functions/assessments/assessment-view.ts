import type { AssessmentView } from '#domain/schemas/claim';
import type { Assessment } from '../data/assessment-entity';

/** What the API shows of an assessment: the claim, where it stands and, once done, the outcome. */
export type { AssessmentView };

/** Messages a failed assessment carries, for the user. */
export const ASSESSMENT_FAILURES = {
  tooSlow: 'The assessment took too long to finish. Please try again.',
  policyGone: 'The policy is no longer available, so this claim could not be assessed.',
  unexpected: 'Something went wrong while assessing this claim. Please try again.',
} as const;

/**
 * A pending assessment whose worker has not answered for this long is shown as failed, so it can be
 * retried: it outlives the worker's time limit, its retry and the oldest event Lambda still runs.
 */
export const STALE_AFTER_MS = 10 * 60_000;

/** True when a pending attempt was queued so long ago that no worker can still be on it. */
export function isStale(assessment: Pick<Assessment, 'status' | 'queuedAt'>, now: number): boolean {
  return assessment.status === 'pending' && now - Date.parse(assessment.queuedAt) > STALE_AFTER_MS;
}

/** The assessment as the API returns it (no keys, no internal fields). Pure. */
export function assessmentView(assessment: Assessment, now: number = Date.now()): AssessmentView {
  const { sub: _sub, attempt: _attempt, country: _country, error, outcome, status, ...base } = assessment;
  if (status === 'completed' && outcome) return { ...base, ...outcome, status };
  if (status !== 'pending')
    return { ...base, status: 'failed', error: error ?? ASSESSMENT_FAILURES.unexpected };
  if (isStale(assessment, now)) return { ...base, status: 'failed', error: ASSESSMENT_FAILURES.tooSlow };
  return { ...base, status: 'pending' };
}
