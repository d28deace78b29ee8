import { z } from 'zod';
import type { PolicyDatesUsed } from '#domain/schemas/claim';
import type { StoredCitation } from '../analysis/understand/policy-documents';
import type { ClaimAssessment, ClaimFacts, ClaimQuestion } from '../analysis/understand/types';
import { keys } from './keys';

/**
 * A claim assessment as stored. It is saved `pending` when the claim is accepted, then the worker
 * writes `completed` (with the outcome) or `failed` (with a message for the user). A failed one can
 * be queued again; `attempt` counts the runs, so a late run of an earlier attempt cannot overwrite
 * a newer one.
 */
export type AssessmentStatus = 'pending' | 'completed' | 'failed';

/**
 * What the user asked, as the claim form sent it and as the API settled it: the claim form's facts
 * as the analyser receives them, and the policy they were asked against.
 */
export interface AssessmentClaim
  extends Pick<
    ClaimFacts,
    | 'incidentDateTime'
    | 'reportDateTime'
    | 'claimStatus'
    | 'itemPurchaseStatus'
    | 'itemPurchaseEvidence'
    | 'location'
    | 'estimatedValue'
    | 'description'
  > {
  readonly policyId: string;
  readonly policyName: string;
  readonly insuranceTypeName: string;
  /** The spec's policy_path: the key of the policy's first file. */
  readonly policyPath: string | null;
  /** The spec's one-line summary of the claim. */
  readonly context: string;
  readonly policyStartDate: string | null;
  /** The end of the policy period as the user gave it (older rows and most claims: none). */
  readonly policyEndDate?: string | null;
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
  /**
   * The country the policy's own documents show it was issued in (its regulator, ombudsman,
   * licence), which the complaint route follows; null when they do not say (or were read before
   * it was kept).
   */
  readonly policyCountry?: string | null;
  /** The policy dates the assessment used and where each came from (none on older rows). */
  readonly policyDates?: PolicyDatesUsed | null;
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
  /**
   * The user's country from their profile, read by the worker when it first runs the claim (null
   * until then, and when the profile has none).
   */
  readonly country: string | null;
  /** Why it failed, in words for the user. */
  readonly error: string | null;
  readonly outcome: AssessmentOutcome | null;
}

export function assessmentToItem(assessment: Assessment): Record<string, unknown> {
  const { sub, outcome, ...rest } = assessment;
  return { ...keys.assessment(sub, assessment.id), entity: 'assessment', ...rest, ...(outcome ?? {}) };
}

const citation = z.object({
  file: z.string(),
  page: z.number(),
  quote: z.string(),
  fileId: z.string().nullable().default(null),
  fromScan: z.literal(true).optional(),
});
const money = z.object({
  amount: z.number(),
  currency: z.string().nullable(),
  citation: citation.nullable(),
});
const dateUsed = z.object({
  date: z.string().nullable(),
  source: z.enum(['entered', 'policy', 'none']),
  citation: citation.nullable(),
});
const text = z.string().default('');
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const count = z.coerce.number().default(0);

/** The stored row; fields added over time have the value older rows mean. */
const itemSchema = z.object({
  PK: z.string().startsWith(keys.userPartition('')),
  SK: z.string().startsWith(keys.assessmentPrefix).optional(),
  id: z.string().min(1),
  // Assessments saved before they ran in the background were completed when saved.
  status: z.enum(['pending', 'completed', 'failed']).default('completed'),
  attempt: z.coerce.number().int().positive().default(1),
  createdAt: text,
  queuedAt: z.string().optional(),
  startedAt: optionalText,
  country: optionalText,
  error: optionalText,
  policyId: text,
  policyName: text,
  insuranceTypeName: z.string().default('Other'),
  policyPath: optionalText,
  context: text,
  policyStartDate: optionalText,
  policyEndDate: optionalText,
  incidentDateTime: text,
  reportDateTime: text,
  claimStatus: text,
  itemPurchaseStatus: text,
  itemPurchaseEvidence: text,
  location: text,
  estimatedValue: count,
  description: text,
  answers: z.record(z.enum(['yes', 'no'])).default({}),
  verdict: z.enum(['likely_covered', 'likely_not_covered', 'unclear']).optional(),
  reasons: z.array(z.string()).default([]),
  citations: z.array(citation).default([]),
  exclusions: z.array(z.object({ title: z.string(), citation: citation.nullable() })).default([]),
  excess: money.nullish().transform((value) => value ?? null),
  limit: money.nullish().transform((value) => value ?? null),
  estimatedPayout: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  currency: optionalText,
  checks: z
    .array(
      z.object({
        id: z.string(),
        label: z.string(),
        outcome: z.enum(['pass', 'fail', 'unknown']),
        detail: z.string(),
        citation: citation.optional(),
      }),
    )
    .default([]),
  nextSteps: z.array(z.string()).default([]),
  questions: z.array(z.object({ id: z.string(), question: z.string() })).default([]),
  result: text,
  processingTime: count,
  tokensUsed: count,
  policyCountry: optionalText,
  policyDates: z
    .object({ start: dateUsed, end: dateUsed })
    .nullish()
    .transform((value) => value ?? null),
});

type AssessmentItem = z.infer<typeof itemSchema>;

function outcomeOf(item: AssessmentItem): AssessmentOutcome | null {
  const { status, verdict } = item;
  if (status !== 'completed' || verdict === undefined) return null;
  const { reasons, citations, exclusions, excess, limit, estimatedPayout, currency, checks } = item;
  const { nextSteps, questions, result, processingTime, tokensUsed, policyCountry, policyDates } = item;
  return {
    ...{ verdict, reasons, citations, exclusions, excess, limit, estimatedPayout, currency, checks },
    ...{ nextSteps, questions, result, processingTime, tokensUsed, policyCountry, policyDates },
  };
}

/**
 * Reads a stored item, including those saved before assessments ran in the background; throws
 * on one that is not an assessment (no id, a verdict or a status it cannot have).
 */
export function assessmentFromItem(record: Record<string, unknown>): Assessment {
  const item = itemSchema.parse(record);
  return {
    sub: keys.subOf(item.PK) ?? '',
    id: item.id,
    status: item.status,
    attempt: item.attempt,
    createdAt: item.createdAt,
    queuedAt: item.queuedAt ?? item.createdAt,
    startedAt: item.startedAt,
    country: item.country,
    error: item.error,
    policyId: item.policyId,
    policyName: item.policyName,
    insuranceTypeName: item.insuranceTypeName,
    policyPath: item.policyPath,
    context: item.context,
    policyStartDate: item.policyStartDate,
    policyEndDate: item.policyEndDate,
    incidentDateTime: item.incidentDateTime,
    reportDateTime: item.reportDateTime,
    claimStatus: item.claimStatus,
    itemPurchaseStatus: item.itemPurchaseStatus,
    itemPurchaseEvidence: item.itemPurchaseEvidence,
    location: item.location,
    estimatedValue: item.estimatedValue,
    description: item.description,
    answers: item.answers,
    outcome: outcomeOf(item),
  };
}
