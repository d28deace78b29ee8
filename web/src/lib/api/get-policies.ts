import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyView } from '../../../../domain/schemas/policy';
import { apiFetch } from '../api-client';

/**
 * GET /api/policies: ready policies newest first, and how many of the ten slots are free. Shared by
 * the Policies page, the coverage cards and the claim form, under one query key, so an upload or a
 * delete anywhere refreshes every list.
 */
export interface PolicyList {
  readonly policies: readonly PolicyView[];
  readonly count: number;
  readonly slotsRemaining: number;
}

export function getPolicies(signal?: AbortSignal): Promise<PolicyList> {
  return apiFetch<PolicyList>('/api/policies', { signal });
}

export const policiesQueryKey = ['policies'] as const;

export function policiesQueryOptions() {
  return queryOptions({ queryKey: policiesQueryKey, queryFn: ({ signal }) => getPolicies(signal) });
}

export function usePolicies() {
  return useQuery(policiesQueryOptions());
}
