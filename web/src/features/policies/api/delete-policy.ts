import { useMutation, useQueryClient } from '@tanstack/react-query';
import { policiesQueryKey } from '#web/lib/api/get-policies';
import { callRoute } from '#web/lib/api-client';

/** DELETE /api/policies/{id}: removes the policy, every file and its text, and frees its slot. */
export function deletePolicy(policyId: string) {
  return callRoute('delete-policy', { params: { id: policyId } });
}

export function useDeletePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesQueryKey }),
  });
}
