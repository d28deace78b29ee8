import {
  CLAIM_FACT_FIELDS,
  CLAIM_MESSAGES,
  type CLAIM_STATUSES,
  type ClaimInput,
  claimSchema,
  type PURCHASE_EVIDENCE,
  type PURCHASE_STATUSES,
} from '#domain/schemas/claim';
import { type FieldErrors, fieldErrors } from '#domain/schemas/form-errors';
import type { PolicyView } from '#domain/schemas/policy';
import type { Answer, AssessmentView } from './api/get-assessments';

/** The claim form as the inputs hold it: local date-times and the value as typed. */
export interface ClaimFormValues {
  readonly policyId: string;
  readonly policyStartDate: string;
  readonly incidentDateTime: string;
  readonly reportDateTime: string;
  readonly claimStatus: (typeof CLAIM_STATUSES)[number];
  readonly itemPurchaseStatus: (typeof PURCHASE_STATUSES)[number];
  readonly itemPurchaseEvidence: (typeof PURCHASE_EVIDENCE)[number];
  readonly location: string;
  readonly estimatedValue: string;
  readonly description: string;
}

export type ClaimField = keyof ClaimFormValues;
export type ClaimFormErrors = FieldErrors<ClaimFormValues>;

/** The fields top to bottom, so the first one with a problem can take the focus. */
export const CLAIM_FIELD_ORDER: readonly ClaimField[] = ['policyId', ...CLAIM_FACT_FIELDS];

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a date input holds it, in the user's own time zone: '2025-06-10'. */
export function localDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A moment as a datetime-local input holds it: '2025-06-10T14:05'. */
export function localDateTimeInput(date: Date): string {
  return `${localDateInput(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The defaults (spec section 4): report time now, status new, bought new, with proof. */
export function defaultClaimValues(now: Date = new Date()): ClaimFormValues {
  return {
    policyId: '',
    policyStartDate: '',
    incidentDateTime: '',
    reportDateTime: localDateTimeInput(now),
    claimStatus: 'new',
    itemPurchaseStatus: 'new',
    itemPurchaseEvidence: 'yes',
    location: '',
    estimatedValue: '',
    description: '',
  };
}

/** A local date-time from an input as an ISO instant; anything unreadable is left for the schema to refuse. */
export function toIsoDateTime(local: string): string {
  if (local.trim() === '') return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** The request body the API's schema reads. */
export function claimRequest(values: ClaimFormValues) {
  return {
    ...values,
    incidentDateTime: toIsoDateTime(values.incidentDateTime),
    reportDateTime: toIsoDateTime(values.reportDateTime),
  };
}

type PolicyFiles = Pick<PolicyView, 'files'>;

/** The documents a claim needs that the policy lacks: its Policy Schedule. */
export function missingDocumentsError(policy: PolicyFiles | undefined): string | undefined {
  if (!policy) return undefined;
  return policy.files.some((f) => f.fileType === 'policy_schedule')
    ? undefined
    : CLAIM_MESSAGES.missingSchedule;
}

/**
 * Checks the form with the API's own schema and messages, plus the chosen policy's documents:
 * the body to send, or the first message for each field.
 */
export function validateClaim(
  values: ClaimFormValues,
  policy: PolicyFiles | undefined,
  now: () => number = Date.now,
): { ok: true; body: ClaimInput } | { ok: false; errors: ClaimFormErrors } {
  const result = fieldErrors(claimSchema(now), claimRequest(values));
  const missing = values.policyId ? missingDocumentsError(policy) : undefined;
  if (result.ok && !missing) return { ok: true, body: result.data };
  const errors: ClaimFormErrors = result.ok ? {} : { ...(result.errors as ClaimFormErrors) };
  if (missing && !errors.policyId) errors.policyId = missing;
  return { ok: false, errors };
}

/** The first field, top to bottom, that has a message. */
export function firstInvalidField(errors: ClaimFormErrors): ClaimField | undefined {
  return CLAIM_FIELD_ORDER.find((field) => errors[field]);
}

/** A policy's start date as the date input holds it, or empty when it has none. */
export function policyStartValue(policy: Pick<PolicyView, 'startDate'> | undefined): string {
  const start = policy?.startDate ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(start) ? start : '';
}

export const ANSWER_REQUIRED_MESSAGE = 'Answer at least one question to re-assess the claim';

/**
 * The same claim again with the user's answers to its questions (added to any given before), as
 * the API's schema reads it; or the message to show when it cannot be sent.
 */
export function reassessRequest(
  assessment: AssessmentView,
  answers: Readonly<Record<string, Answer>>,
  now: () => number = Date.now,
): ClaimRequest {
  if (Object.keys(answers).length === 0) return { ok: false, message: ANSWER_REQUIRED_MESSAGE };
  return sameClaim(assessment, { answers: { ...assessment.answers, ...answers } }, now);
}

type ClaimRequest = { ok: true; body: ClaimInput } | { ok: false; message: string };

/** The policy dates a user corrects on a result; an empty one is left to the policy. */
export interface PolicyDatesInput {
  readonly policyStartDate: string;
  readonly policyEndDate: string;
}

/** The same claim again with the policy dates the user corrected, or the message when it cannot be sent. */
export function redatedRequest(
  assessment: AssessmentView,
  dates: PolicyDatesInput,
  now: () => number = Date.now,
): ClaimRequest {
  return sameClaim(assessment, { ...dates, answers: assessment.answers }, now);
}

function sameClaim(
  assessment: AssessmentView,
  changes: Partial<PolicyDatesInput> & { readonly answers: Readonly<Record<string, Answer>> },
  now: () => number,
): ClaimRequest {
  const result = claimSchema(now).safeParse({
    policyId: assessment.policyId,
    policyStartDate: assessment.policyStartDate ?? '',
    policyEndDate: assessment.policyEndDate ?? '',
    incidentDateTime: assessment.incidentDateTime,
    reportDateTime: assessment.reportDateTime,
    claimStatus: assessment.claimStatus,
    itemPurchaseStatus: assessment.itemPurchaseStatus,
    itemPurchaseEvidence: assessment.itemPurchaseEvidence,
    location: assessment.location,
    estimatedValue: assessment.estimatedValue,
    description: assessment.description,
    ...changes,
  });
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'This claim cannot be re-assessed' };
}
