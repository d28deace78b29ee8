import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '#web/lib/api-client';
import { assessmentsQueryKey } from './get-assessments';

/** GET /api/assessments/{id}: one assessment, polled while it is pending. */
export const ASSESSMENT_POLL_MS = 1000;

export function getAssessment(id: string, signal?: AbortSignal) {
  return callRoute('get-assessment', { params: { id }, signal });
}

export const assessmentQueryKey = (id: string) => [...assessmentsQueryKey, id] as const;

export function assessmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: assessmentQueryKey(id),
    queryFn: ({ signal }) => getAssessment(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ASSESSMENT_POLL_MS : false),
    // A missing assessment stays missing.
    retry: false,
  });
}

export function useAssessment(id: string | undefined) {
  return useQuery({ ...assessmentQueryOptions(id ?? ''), enabled: Boolean(id) });
}
