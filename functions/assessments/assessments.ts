import { ulid } from 'ulid';
import { insuranceTypeById } from '#domain/insurance';
import { CLAIM_MESSAGES, type ClaimInput, claimContext } from '#domain/schemas/claim';
import { takeAnalysisToken } from '../data/analysis-quota';
import type { Assessment } from '../data/assessment-entity';
import { insertAssessment } from '../data/assessment-store';
import { getPolicy } from '../data/policy-store';
import { NotFoundError, ValidationError } from '../lib/errors';
import type { Caller } from '../lib/http';
import { startAttempt } from './assessment-queue';
import { type AssessmentView, assessmentView } from './assessment-view';

/*
 * Claim assessments. A claim is checked and saved `pending` at once; the assessment worker
 * (run-assessment.ts) then assesses it against the policy's documents in the background and saves
 * it `completed` or `failed`, with the claimant's country from their profile. A failed one can be queued again as it was (assessment-retry.ts).
 */

export { findAssessment, listAssessments } from './assessment-reads';
export { NOT_RETRYABLE_MESSAGE } from './assessment-retry';

/**
 * Accepts a claim against one of the caller's ready policies: everything the form can be told
 * (a missing schedule, the hourly limit) is answered now; the assessment itself runs afterwards.
 */
export async function acceptClaim(caller: Caller, claim: ClaimInput): Promise<AssessmentView> {
  const policy = await getPolicy(caller.sub, claim.policyId);
  if (policy.status !== 'ready') throw new NotFoundError('Selected policy not found');
  if (!policy.files.some((f) => f.fileType === 'policy_schedule'))
    throw new ValidationError(CLAIM_MESSAGES.missingSchedule);
  await takeAnalysisToken(caller.sub, 'claims');
  const now = new Date().toISOString();
  const assessment: Assessment = {
    sub: caller.sub,
    id: ulid(),
    status: 'pending',
    attempt: 1,
    createdAt: now,
    queuedAt: now,
    startedAt: null,
    // The claimant's country is read by the worker (run-assessment.ts), so claiming needs no user pool.
    country: null,
    error: null,
    outcome: null,
    policyId: policy.id,
    policyName: policy.name,
    insuranceTypeName: insuranceTypeById(policy.insuranceTypeId)?.name ?? 'Other',
    policyPath: policy.files[0]?.key ?? null,
    context: claimContext(claim),
    // Only what the user gave: the assessment fills the rest from the policy, and says which it used.
    policyStartDate: claim.policyStartDate || null,
    policyEndDate: claim.policyEndDate || null,
    incidentDateTime: claim.incidentDateTime,
    reportDateTime: claim.reportDateTime,
    claimStatus: claim.claimStatus,
    itemPurchaseStatus: claim.itemPurchaseStatus,
    itemPurchaseEvidence: claim.itemPurchaseEvidence,
    location: claim.location,
    estimatedValue: claim.estimatedValue,
    description: claim.description,
    answers: claim.answers ?? {},
  };
  await insertAssessment(assessment);
  await startAttempt(assessment);
  return assessmentView(assessment);
}
