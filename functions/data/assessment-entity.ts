import type { StoredCitation } from '../analysis/policy-documents';
import type { ClaimAssessment, ClaimQuestion } from '../analysis/types';
import { keys } from './keys';

/**
 * A claim assessment as stored. It is saved `pending` when the claim is accepted, then the worker
 * writes `completed` (with the outcome) or `failed` (with a message for the user). A failed one can
 * be queued again; `attempt` counts the runs, so a late run of an earlier attempt cannot overwrite
 * a newer one.
 */
export type AssessmentStatus = 'pending' | 'completed' | 'failed';

/** What the user asked, as the claim form sent it and as the API settled it. */
export interface AssessmentClaim {
  readonly policyId: string;
  readonly policyName: string;
  readonly insuranceTypeName: string;
  /** The spec's policy_path: the key of the policy's first file. */
  readonly policyPath: string | null;
  /** The spec's one-line summary of the claim. */
  readonly context: string;
  readonly policyStartDate: string | null;
  readonly incidentDateTime: string;
  readonly reportDateTime: string;
  readonly claimStatus: string;
  readonly itemPurchaseStatus: string;
  readonly itemPurchaseEvidence: string;
  readonly location: string;
  readonly estimatedValue: number;
  readonly description: string;
  /** Answers to an earlier assessment's questions, by question id. */
  readonly answers: Readonly<Record<string, 'yes' | 'no'>>;
}

type Cited<T> = Omit<T, 'citation'> & { readonly citation: StoredCitation | null };

/** What the analyser found, as stored and shown (citations carry the file's id). */
export interface AssessmentOutcome {
  readonly verdict: ClaimAssessment['verdict'];
  readonly reasons: readonly string[];
  readonly citations: readonly StoredCitation[];
  readonly exclusions: readonly { readonly title: string; readonly citation: StoredCitation | null }[];
  readonly excess: Cited<NonNullable<ClaimAssessment['excess']>> | null;
  readonly limit: Cited<NonNullable<ClaimAssessment['limit']>> | null;
  readonly estimatedPayout: number | null;
  readonly currency: string | null;
  readonly checks: readonly (Omit<ClaimAssessment['checks'][number], 'citation'> & {
    readonly citation?: StoredCitation;
  })[];
  readonly nextSteps: readonly string[];
  readonly questions: readonly ClaimQuestion[];
  /** The whole assessment as the spec's multi-line text. */
  readonly result: string;
  /** Seconds the worker took. */
  readonly processingTime: number;
  readonly tokensUsed: number;
}

export interface Assessment extends AssessmentClaim {
  readonly sub: string;
  readonly id: string;
  readonly status: AssessmentStatus;
  readonly attempt: number;
  readonly createdAt: string;
  /** When the latest attempt was queued. */
  readonly queuedAt: string;
  /** When a worker picked the latest attempt up; null while it waits. */
  readonly startedAt: string | null;
  /** The user's country when the claim was sent (for the complaints route in next steps). */
  readonly country: string | null;
  /** Why it failed, in words for the user. */
  readonly error: string | null;
  readonly outcome: AssessmentOutcome | null;
}

export function assessmentToItem(assessment: Assessment): Record<string, unknown> {
  const { sub, outcome, ...rest } = assessment;
  return { ...keys.assessment(sub, assessment.id), entity: 'assessment', ...rest, ...(outcome ?? {}) };
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function outcomeFromItem(item: Record<string, unknown>): AssessmentOutcome | null {
  if (item.status !== 'completed' || typeof item.verdict !== 'string') return null;
  return {
    verdict: item.verdict as AssessmentOutcome['verdict'],
    reasons: (item.reasons as string[] | undefined) ?? [],
    citations: (item.citations as StoredCitation[] | undefined) ?? [],
    exclusions: (item.exclusions as AssessmentOutcome['exclusions'] | undefined) ?? [],
    excess: (item.excess as AssessmentOutcome['excess'] | undefined) ?? null,
    limit: (item.limit as AssessmentOutcome['limit'] | undefined) ?? null,
    estimatedPayout: (item.estimatedPayout as number | null | undefined) ?? null,
    currency: textOrNull(item.currency),
    checks: (item.checks as AssessmentOutcome['checks'] | undefined) ?? [],
    nextSteps: (item.nextSteps as string[] | undefined) ?? [],
    questions: (item.questions as ClaimQuestion[] | undefined) ?? [],
    result: text(item.result),
    processingTime: Number(item.processingTime ?? 0),
    tokensUsed: Number(item.tokensUsed ?? 0),
  };
}

/** Reads a stored item, including those saved before assessments ran in the background. */
export function assessmentFromItem(item: Record<string, unknown>): Assessment {
  const createdAt = text(item.createdAt);
  return {
    sub: text(item.PK).replace(/^USER#/, ''),
    id: text(item.id),
    status: (item.status as AssessmentStatus | undefined) ?? 'completed',
    attempt: Number(item.attempt ?? 1),
    createdAt,
    queuedAt: text(item.queuedAt, createdAt),
    startedAt: textOrNull(item.startedAt),
    country: textOrNull(item.country),
    error: textOrNull(item.error),
    policyId: text(item.policyId),
    policyName: text(item.policyName),
    insuranceTypeName: text(item.insuranceTypeName, 'Other'),
    policyPath: textOrNull(item.policyPath),
    context: text(item.context),
    policyStartDate: textOrNull(item.policyStartDate),
    incidentDateTime: text(item.incidentDateTime),
    reportDateTime: text(item.reportDateTime),
    claimStatus: text(item.claimStatus),
    itemPurchaseStatus: text(item.itemPurchaseStatus),
    itemPurchaseEvidence: text(item.itemPurchaseEvidence),
    location: text(item.location),
    estimatedValue: Number(item.estimatedValue ?? 0),
    description: text(item.description),
    answers: (item.answers as Record<string, 'yes' | 'no'> | undefined) ?? {},
    outcome: outcomeFromItem(item),
  };
}
