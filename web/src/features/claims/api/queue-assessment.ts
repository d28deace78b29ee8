import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentQueryKey } from './get-assessment';
import { type AssessmentView, assessmentsQueryKey } from './get-assessments';

/**
 * A request that puts an assessment in the queue (a new claim, or a retry): the pending assessment
 * it answers with is shown at once under its id, and the list is read again.
 */
export function useQueueAssessment<Input>(queue: (input: Input) => Promise<AssessmentView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: queue,
    onSuccess: (assessment) => {
      queryClient.setQueryData(assessmentQueryKey(assessment.id), assessment);
      return queryClient.invalidateQueries({ queryKey: assessmentsQueryKey, exact: true });
    },
  });
}
