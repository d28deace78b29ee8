import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PolicyView } from '../../../../../domain/schemas/policy';
import { policiesQueryKey } from '../../../lib/api/get-policies';
import { apiFetch } from '../../../lib/api-client';
import type { PolicyDetailsUpdate } from '../details-form-values';

/** PATCH /api/policies/{id}: corrected details; answers with the saved policy. */
export function updatePolicy({
  policyId,
  details,
}: {
  readonly policyId: string;
  readonly details: PolicyDetailsUpdate;
}): Promise<PolicyView> {
  return apiFetch<PolicyView>(`/api/policies/${encodeURIComponent(policyId)}`, {
    method: 'PATCH',
    body: details,
  });
}

export function useUpdatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesQueryKey }),
  });
}
