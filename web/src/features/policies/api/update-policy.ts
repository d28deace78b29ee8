import { useMutation, useQueryClient } from '@tanstack/react-query';
import { policiesQueryKey } from '#web/lib/api/get-policies';
import { callRoute } from '#web/lib/api-client';
import type { PolicyDetailsUpdate } from '../details-form-values';

/** PATCH /api/policies/{id}: corrected details; answers with the saved policy. */
export function updatePolicy({
  policyId,
  details,
}: {
  readonly policyId: string;
  readonly details: PolicyDetailsUpdate;
}) {
  return callRoute('update-policy', { params: { id: policyId }, body: details });
}

export function useUpdatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesQueryKey }),
  });
}
