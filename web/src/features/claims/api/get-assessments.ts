import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/assessments: the user's claim assessments, newest first, pending and failed ones too. */
export interface Citation {
  readonly file: string;
  /** The stored file the quote is from; absent where the server did not resolve it. */
  readonly fileId?: string | null;
  readonly page: number;
  readonly quote: string;
}

export type Verdict = 'likely_covered' | 'likely_not_covered' | 'unclear';
export type CheckOutcome = 'pass' | 'fail' | 'unknown';
export type Answer = 'yes' | 'no';

export interface MoneyFigure {
  readonly amount: number;
  readonly currency: string | null;
  readonly citation: Citation | null;
}

export interface ClaimCheck {
  readonly id: string;
  readonly label: string;
  readonly outcome: CheckOutcome;
  readonly detail: string;
  readonly citation?: Citation;
}

/** A fact the assessment could not settle, asked as a yes/no question. */
export interface ClaimQuestion {
  readonly id: string;
  readonly question: string;
}

/** What was claimed, and where the assessment stands. */
interface AssessmentBase {
  readonly id: string;
  readonly policyId: string;
  readonly policyName: string;
  readonly insuranceTypeName: string;
  readonly policyStartDate: string | null;
  readonly incidentDateTime: string;
  readonly reportDateTime: string;
  readonly claimStatus: string;
  readonly itemPurchaseStatus: string;
  readonly itemPurchaseEvidence: string;
  readonly location: string;
  readonly estimatedValue: number;
  readonly description: string;
  /** Answers given to an earlier assessment's questions, by question id. */
  readonly answers: Readonly<Record<string, Answer>>;
  readonly createdAt: string;
  /** When the latest attempt was queued, and when the assessment of it started (null until then). */
  readonly queuedAt: string;
  readonly startedAt: string | null;
}

export interface PendingAssessment extends AssessmentBase {
  readonly status: 'pending';
}

export interface FailedAssessment extends AssessmentBase {
  readonly status: 'failed';
  /** Why, in words for the user. */
  readonly error: string;
}

export interface CompletedAssessment extends AssessmentBase {
  readonly status: 'completed';
  readonly verdict: Verdict;
  readonly reasons: readonly string[];
  readonly citations: readonly Citation[];
  readonly exclusions: readonly { readonly title: string; readonly citation: Citation | null }[];
  readonly excess: MoneyFigure | null;
  readonly limit: MoneyFigure | null;
  readonly estimatedPayout: number | null;
  readonly currency: string | null;
  readonly checks: readonly ClaimCheck[];
  readonly nextSteps: readonly string[];
  /** What would settle an unclear verdict. */
  readonly questions: readonly ClaimQuestion[];
  /** The whole assessment as text, line by line. */
  readonly result: string;
  /** Seconds. */
  readonly processingTime: number;
  readonly tokensUsed: number;
}

export type AssessmentView = PendingAssessment | FailedAssessment | CompletedAssessment;

/** While any assessment is pending, the list is fetched again this often. */
export const LIST_POLL_MS = 2000;

export function getAssessments(signal?: AbortSignal): Promise<{ assessments: AssessmentView[] }> {
  return apiFetch<{ assessments: AssessmentView[] }>('/api/assessments', { signal });
}

export const assessmentsQueryKey = ['assessments'] as const;

export function assessmentsQueryOptions() {
  return queryOptions({
    queryKey: assessmentsQueryKey,
    queryFn: ({ signal }) => getAssessments(signal),
    // Pending ones settle in the background; the list follows them (also after a reload).
    refetchInterval: (query) =>
      query.state.data?.assessments.some((a) => a.status === 'pending') ? LIST_POLL_MS : false,
  });
}

export function useAssessments() {
  return useQuery(assessmentsQueryOptions());
}
