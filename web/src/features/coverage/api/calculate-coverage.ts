import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemType } from '../../../../../domain/insurance';
import { apiFetch } from '../../../lib/api-client';
import { type CoverageView, coverageQueryKey } from './get-coverage';

/**
 * POST /api/coverage/{itemType}: works out the item's cover from one policy's documents and keeps
 * it as the user's cover for that item (replacing the one before), unless `keep` is false, as for
 * a comparison.
 */
export function calculateCoverage(itemType: ItemType, policyId: string, keep = true): Promise<CoverageView> {
  return apiFetch<CoverageView>(`/api/coverage/${encodeURIComponent(itemType)}`, {
    method: 'POST',
    body: { policyId, keep },
  });
}

/** Every calculation for an item kind shares this prefix, so its card can tell one is running. */
export function calculateCoverageKey(itemType: ItemType, policyId?: string) {
  return policyId
    ? (['calculate-coverage', itemType, policyId] as const)
    : (['calculate-coverage', itemType] as const);
}

export function useCalculateCoverage(itemType: ItemType, policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: calculateCoverageKey(itemType, policyId),
    mutationFn: () => calculateCoverage(itemType, policyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coverageQueryKey }),
  });
}
