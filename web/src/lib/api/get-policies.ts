import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyView } from '#domain/schemas/policy';
import { apiFetch } from '../api-client';

/**
 * GET /api/policies: ready policies newest first, and how many of the ten slots are free. Shared by
 * the Policies page, the coverage cards and the claim form, under one query key, so an upload or a
 * delete anywhere refreshes every list.
 */
export interface PolicyList {
  readonly policies: readonly PolicyView[];
  /** Uploads still being read, and ones that were refused (absent from older answers). */
  readonly inProgress?: readonly PolicyView[];
  readonly count: number;
  readonly slotsRemaining: number;
}

export function getPolicies(signal?: AbortSignal): Promise<PolicyList> {
  return apiFetch<PolicyList>('/api/policies', { signal });
}

export const policiesQueryKey = ['policies'] as const;

/** How often the list is asked again while a policy is being read, so it turns ready without a reload. */
export const PROCESSING_POLL_MS = 2000;

export function policiesQueryOptions() {
  return queryOptions({
    queryKey: policiesQueryKey,
    queryFn: ({ signal }) => getPolicies(signal),
    refetchInterval: (query) =>
      query.state.data?.inProgress?.some((p) => p.status === 'processing') ? PROCESSING_POLL_MS : false,
  });
}

export function usePolicies() {
  return useQuery(policiesQueryOptions());
}
