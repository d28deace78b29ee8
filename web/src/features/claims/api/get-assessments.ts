import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/assessments: the user's claim assessments, newest first. */
export interface Citation {
  readonly file: string;
  /** The stored file the quote is from; absent where the server did not resolve it. */
  readonly fileId?: string | null;
  readonly page: number;
  readonly quote: string;
}

export type Verdict = 'likely_covered' | 'likely_not_covered' | 'unclear';
export type CheckOutcome = 'pass' | 'fail' | 'unknown';

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

export interface AssessmentView {
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
  /** The whole assessment as text, line by line. */
  readonly result: string;
  readonly status: 'completed';
  /** Seconds. */
  readonly processingTime: number;
  readonly tokensUsed: number;
  readonly createdAt: string;
}

export function getAssessments(signal?: AbortSignal): Promise<{ assessments: AssessmentView[] }> {
  return apiFetch<{ assessments: AssessmentView[] }>('/api/assessments', { signal });
}

export const assessmentsQueryKey = ['assessments'] as const;

export function assessmentsQueryOptions() {
  return queryOptions({ queryKey: assessmentsQueryKey, queryFn: ({ signal }) => getAssessments(signal) });
}

export function useAssessments() {
  return useQuery(assessmentsQueryOptions());
}
