import { consistentOutcome } from '#domain/claim-outcome';
import type { AssessmentView } from '#domain/schemas/claim';
import type { Assessment } from '../data/assessment-entity';
import { STALE_AFTER_MS, waitedTooLong } from '../lib/queued-work';

/** What the API shows of an assessment: the claim, where it stands and, once done, the outcome. */
export type { AssessmentView };

/** Messages a failed assessment carries, for the user. */
export const ASSESSMENT_FAILURES = {
  tooSlow: 'The assessment took too long to finish. Please try again.',
  policyGone: 'The policy is no longer available, so this claim could not be assessed.',
  unexpected: 'Something went wrong while assessing this claim. Please try again.',
} as const;

/** How long a pending assessment waits before it reads as failed. */
export { STALE_AFTER_MS };

/** True when a pending attempt was queued so long ago that no worker can still be on it. */
export function isStale(assessment: Pick<Assessment, 'status' | 'queuedAt'>, now: number): boolean {
  return assessment.status === 'pending' && waitedTooLong(assessment.queuedAt, now);
}

/** The assessment as the API returns it (no keys, no internal fields). Pure. */
export function assessmentView(assessment: Assessment, now: number = Date.now()): AssessmentView {
  const { sub: _sub, attempt: _attempt, country: _country, error, outcome, status, ...base } = assessment;
  // Results stored before the rule was kept are shown by it too.
  if (status === 'completed' && outcome)
    return { ...base, ...consistentOutcome(outcome), policyCountry: outcome.policyCountry ?? null, status };
  if (status !== 'pending')
    return { ...base, status: 'failed', error: error ?? ASSESSMENT_FAILURES.unexpected };
  if (isStale(assessment, now)) return { ...base, status: 'failed', error: ASSESSMENT_FAILURES.tooSlow };
  return { ...base, status: 'pending' };
}
