import { insuranceTypeById, itemTypeForInsuranceName } from '#domain/insurance';
import { profileCountry } from '../account/profile';
import { analyzer } from '../analysis/decide/analyzer';
import { groundClaim } from '../analysis/decide/grounding';
import { loadPolicyDocuments } from '../analysis/understand/policy-documents';
import { policyModel } from '../analysis/understand/policy-model';
import type { ClaimFacts } from '../analysis/understand/types';
import type { Assessment, AssessmentOutcome } from '../data/assessment-entity';
import { getAssessment, markCompleted, markFailed, markStarted } from '../data/assessment-store';
import { AppError, NotFoundError } from '../lib/errors';
import { logger } from '../lib/logger';
import { count, METRIC, MetricUnit, metrics } from '../lib/observability';
import { SAVE_MARGIN_MS, TooSlowError, withinTime } from '../lib/within-time';
import { assessmentOutcome } from './assessment-outcome';
import type { AssessmentJob } from './assessment-queue';
import { ASSESSMENT_FAILURES } from './assessment-view';
import { citePolicyDates, policyDatesUsed } from './policy-dates';

export { SAVE_MARGIN_MS };

/** The claim's facts as the analyser reads them, from the saved claim and its policy. */
export function claimFacts(
  assessment: Assessment,
  policy: {
    insuranceTypeId: string;
    startDate: string | null;
    endDate: string | null;
    plan?: string | null;
  },
): ClaimFacts {
  const typeName = insuranceTypeById(policy.insuranceTypeId)?.name ?? 'Other';
  const dates = policyDatesUsed(assessment, policy);
  return {
    itemType: itemTypeForInsuranceName(typeName) ?? policy.insuranceTypeId,
    incidentDateTime: assessment.incidentDateTime,
    reportDateTime: assessment.reportDateTime,
    // The dates the user gave win; the policy's fill only what they left empty.
    policyStartDate: dates.start.date,
    policyEndDate: dates.end.date,
    claimStatus: assessment.claimStatus,
    itemPurchaseStatus: assessment.itemPurchaseStatus,
    itemPurchaseEvidence: assessment.itemPurchaseEvidence,
    location: assessment.location,
    estimatedValue: assessment.estimatedValue,
    description: assessment.description,
    country: assessment.country,
    // The plan the user holds, so a plan table's figures are read for it.
    plan: policy.plan ?? null,
    answers: assessment.answers,
  };
}

/** Reads the policy's documents, asks the analyser and keeps only what the documents bear out. */
async function assess(assessment: Assessment): Promise<AssessmentOutcome> {
  const started = performance.now();
  const { policy, documents } = await loadPolicyDocuments(assessment.sub, assessment.policyId);
  const answer = await analyzer().assessClaim(documents, claimFacts(assessment, policy));
  const result = groundClaim(documents, answer, assessment.estimatedValue);
  const outcome = assessmentOutcome(result, policy.files, (performance.now() - started) / 1000, documents);
  const policyDates = citePolicyDates(policyDatesUsed(assessment, policy), documents, policy.files);
  // Where to complain follows where the policy was issued, as its own documents show it.
  return { ...outcome, policyCountry: policyModel(documents).country, policyDates };
}

/**
 * The claimant's country, from their profile. Claiming saves the claim without it (so the route
 * loads no user pool client); the first attempt reads it and saves it with its result, and a retry
 * keeps that one.
 */
export function claimantCountry(assessment: Pick<Assessment, 'sub' | 'country'>): Promise<string | null> {
  return assessment.country === null ? profileCountry(assessment.sub) : Promise.resolve(assessment.country);
}

/** What the user is told when an attempt fails. */
export function failureMessage(error: unknown): string {
  // Out of the worker's time, or a call (the model's) that did not answer within its client's limit.
  if (error instanceof TooSlowError || (error as Error).name === 'TimeoutError')
    return ASSESSMENT_FAILURES.tooSlow;
  if (error instanceof NotFoundError) return ASSESSMENT_FAILURES.policyGone;
  // The analyser's own errors (e.g. the high-volume message) are written for the user.
  if (error instanceof AppError) return error.message;
  return ASSESSMENT_FAILURES.unexpected;
}

/**
 * Runs one attempt of a pending assessment and saves it completed or failed. An attempt that is
 * done, superseded or gone is left alone, so a repeated event does no harm.
 */
export async function runAssessment(job: AssessmentJob, timeLeftMs: () => number): Promise<void> {
  const assessment = await getAssessment(job.sub, job.assessmentId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  if (assessment?.status !== 'pending' || assessment.attempt !== job.attempt) return;
  const attempt = { sub: job.sub, id: job.assessmentId, attempt: job.attempt };
  if (!(await markStarted(attempt, new Date().toISOString()))) return;
  const started = performance.now();
  let country = assessment.country;
  const run = async () => {
    country = await claimantCountry(assessment);
    return assess({ ...assessment, country });
  };
  try {
    const outcome = await withinTime(run(), timeLeftMs() - SAVE_MARGIN_MS);
    await markCompleted(attempt, outcome, country);
    logger.info('assessment completed', { assessmentId: job.assessmentId, verdict: outcome.verdict });
    metrics.addDimension('verdict', outcome.verdict);
    count(METRIC.assessmentsCompleted);
    metrics.addMetric(METRIC.analysisLatency, MetricUnit.Milliseconds, performance.now() - started);
  } catch (error) {
    logger.warn('assessment failed', {
      assessmentId: job.assessmentId,
      attempt: job.attempt,
      error: error instanceof Error ? error.name : 'unknown',
    });
    count(METRIC.assessmentsFailed);
    await markFailed(attempt, failureMessage(error), country);
  }
}
