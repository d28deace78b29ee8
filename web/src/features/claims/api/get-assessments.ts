import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssessmentView } from '#domain/schemas/claim';
import { callRoute } from '#web/lib/api-client';

/** GET /api/assessments: the user's claim assessments, newest first, pending and failed ones too. */
export type { AssessmentView };
export type PendingAssessment = Extract<AssessmentView, { status: 'pending' }>;
export type CompletedAssessment = Extract<AssessmentView, { status: 'completed' }>;
export type Citation = CompletedAssessment['citations'][number];
export type Verdict = CompletedAssessment['verdict'];
export type CheckOutcome = CompletedAssessment['checks'][number]['outcome'];
/** A fact the assessment could not settle, asked as a yes/no question. */
export type ClaimQuestion = CompletedAssessment['questions'][number];
export type Answer = AssessmentView['answers'][string];

/** While any assessment is pending, the list is fetched again this often. */
export const LIST_POLL_MS = 2000;

export function getAssessments(signal?: AbortSignal) {
  return callRoute('list-assessments', { signal });
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
