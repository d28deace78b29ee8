import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '#web/lib/api-client';
import { assessmentQueryKey } from './get-assessment';
import { assessmentsQueryKey } from './get-assessments';

/** POST /api/assessments/{id}/retry: queues a failed assessment again, as it was (202, pending). */
export function retryAssessment(id: string) {
  return callRoute('retry-assessment', { params: { id } });
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
