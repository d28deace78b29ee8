import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { assessmentQueryKey } from './get-assessment';
import { type AssessmentView, assessmentsQueryKey } from './get-assessments';

/** POST /api/assessments/{id}/retry: queues a failed assessment again, as it was (202, pending). */
export function retryAssessment(id: string): Promise<AssessmentView> {
  return apiFetch<AssessmentView>(`/api/assessments/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

export function useRetryAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryAssessment,
    onSuccess: (assessment) => {
      queryClient.setQueryData(assessmentQueryKey(assessment.id), assessment);
      return queryClient.invalidateQueries({ queryKey: assessmentsQueryKey, exact: true });
    },
  });
}
