import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemType } from '#domain/insurance';
import type { CoverageJobView, CoverageView } from '#domain/schemas/coverage-job';
import { ApiError, callRoute } from '#web/lib/api-client';
import { coverageQueryKey } from './get-coverage';

/** How often a running calculation is asked after, and for how long at most. */
export const COVERAGE_POLL_MS = 700;
const GIVE_UP_AFTER_MS = 5 * 60_000;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** GET /api/coverage-jobs/{id}. */
export function getCoverageJob(id: string, signal?: AbortSignal): Promise<CoverageJobView> {
  return callRoute('get-coverage-job', { params: { id }, signal });
}

/** Asks after a calculation until it is settled: its cover, or its failure as an ApiError. */
export async function settledCoverage(job: CoverageJobView, signal?: AbortSignal): Promise<CoverageView> {
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  let current = job;
  while (current.status === 'pending' && Date.now() < deadline) {
    await wait(COVERAGE_POLL_MS, signal);
    current = await getCoverageJob(current.id, signal);
  }
  if (current.status === 'done') return current.coverage;
  if (current.status === 'failed') throw new ApiError(current.errorStatus, current.error);
  throw new ApiError(504, 'Working out the cover took too long. Please try again.');
}

/**
 * POST /api/coverage/{itemType}: works out the item's cover from one policy's documents in the
 * background and keeps it as the user's cover for that item (replacing the one before), unless
 * `keep` is false, as for a comparison. Resolves once the work is done.
 */
export async function calculateCoverage(
  itemType: ItemType,
  policyId: string,
  keep = true,
): Promise<CoverageView> {
  const job = await callRoute('calculate-coverage', {
    params: { itemType },
    body: { policyId, keep },
    createOnce: true,
  });
  return settledCoverage(job);
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
