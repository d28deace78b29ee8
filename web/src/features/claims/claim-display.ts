import { ApiError } from '#web/lib/api-client';
import type { AssessmentView, CheckOutcome, Verdict } from './api/get-assessments';

/** How an assessment is written out (spec sections 8 and 9). */
export const HIGH_VOLUME_MESSAGE =
  'Service is currently experiencing high volume. Please try again in a minute.';
export const CLAIM_FAILED_MESSAGE = 'Failed to process claim';
export const CLAIM_ERROR_FALLBACK = 'Error processing claim';
export const CLAIM_SUCCESS_MESSAGE = 'Claim assessed successfully';
export const PROCESSING_MESSAGE = 'Processing your claim...';
export const RETRY_FAILED_MESSAGE = 'Could not try the assessment again';

export const VERDICT_LABELS: Record<Verdict, string> = {
  likely_covered: 'Likely covered',
  likely_not_covered: 'Likely not covered',
  unclear: 'Unclear: more information needed',
};

/** The verdict in plain words, under its badge. */
export const VERDICT_SUMMARIES: Record<Verdict, string> = {
  likely_covered:
    'From your policy documents, this claim looks likely to be covered. Check the limits, the excess and the deadlines below before you claim.',
  likely_not_covered:
    'From your policy documents, this claim looks unlikely to be covered. The reasons and the clauses behind them are below.',
  unclear:
    'Your policy documents do not settle this either way. The points below say what is missing and what to ask your insurer.',
};

export const CHECK_OUTCOME_LABELS: Record<CheckOutcome, string> = {
  pass: 'Passed',
  fail: 'Problem',
  unknown: 'Not known',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as day-month-year and time where the user is: '10-06-2025 14:05'. */
export function formatDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return 'No date given';
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A calendar day, '2026-03-01', as '01-03-2026'; 'Not stated' when there is none. */
export function formatPolicyDay(iso: string | null): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : 'Not stated';
}

/** Where a policy date the assessment used came from, in the user's words. */
export const POLICY_DATE_SOURCE_LABELS = {
  entered: 'you entered',
  policy: 'read from the policy',
  none: 'not stated',
} as const;

/** A policy date its documents do not state: the one saved with the policy (on upload, or corrected). */
export const POLICY_DETAILS_SOURCE = "from the policy's details";

/** Seconds to 2 decimals: '1.23 s'. */
export function formatProcessingTime(seconds: number): string {
  return `${(Number.isFinite(seconds) ? seconds : 0).toFixed(2)} s`;
}

/** A step as a sentence: capital first letter, whatever the analyser wrote. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/**
 * What to say when an assessment fails: the busy message for 529, the server's words when it gave
 * some, 'Failed to process claim' when the call failed without them, and a fallback otherwise.
 */
export function claimErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 529) return HIGH_VOLUME_MESSAGE;
    if (error.status > 0 && !/^Error \d+:/.test(error.message)) return error.message;
    return CLAIM_FAILED_MESSAGE;
  }
  return CLAIM_ERROR_FALLBACK;
}

/** The first words of a description, cut at a word and marked when cut: tells entries apart. */
export function claimExcerpt(description: string, maxLength = 90): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > maxLength / 2 ? cut.slice(0, atWord) : cut.slice(0, maxLength)).replace(/[\s,.;:]+$/, '')}…`;
}

/** Where a pending assessment is: waiting for a worker, or being assessed. */
export type ProgressStep = 'queued' | 'assessing';

export function progressStep(assessment: Pick<AssessmentView, 'startedAt'>): ProgressStep {
  return assessment.startedAt ? 'assessing' : 'queued';
}

/** Whole seconds since a moment (never negative): how long the user has been waiting. */
export function secondsSince(timestamp: string, now: number): number {
  const since = Date.parse(timestamp);
  return Number.isNaN(since) ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}
