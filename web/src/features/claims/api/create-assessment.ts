import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimInput } from '#domain/schemas/claim';
import { callRoute } from '#web/lib/api-client';
import { assessmentQueryKey } from './get-assessment';
import { assessmentsQueryKey } from './get-assessments';

/** POST /api/assessments: accepts the claim (202) as a pending assessment, assessed in the background. */
export function createAssessment(claim: ClaimInput) {
  return callRoute('create-assessment', { body: claim, createOnce: true });
}

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSuccess: (assessment) => {
      queryClient.setQueryData(assessmentQueryKey(assessment.id), assessment);
      return queryClient.invalidateQueries({ queryKey: assessmentsQueryKey, exact: true });
    },
  });
}
