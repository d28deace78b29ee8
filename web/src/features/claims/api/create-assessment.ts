import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimInput } from '../../../../../domain/schemas/claim';
import { apiFetch } from '../../../lib/api-client';
import { type AssessmentView, assessmentsQueryKey } from './get-assessments';

/** POST /api/assessments: assesses the claim against the policy's documents and saves the result. */
export function createAssessment(claim: ClaimInput): Promise<AssessmentView> {
  return apiFetch<AssessmentView>('/api/assessments', { method: 'POST', body: claim });
}

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKey }),
  });
}
