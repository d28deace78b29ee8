import { useMutation, useQueryClient } from '@tanstack/react-query';
import { policiesQueryKey } from '#web/lib/api/get-policies';
import { callRoute } from '#web/lib/api-client';

/** PATCH /api/policies/{id} with the plan alone: which of the documents' plans the user holds. */
export function updatePolicyPlan(policyId: string, plan: string | null) {
  return callRoute('update-policy', { params: { id: policyId }, body: { plan } });
}

export function useUpdatePolicyPlan(policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-policy-plan', policyId],
    mutationFn: (plan: string | null) => updatePolicyPlan(policyId, plan),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesQueryKey }),
  });
}
