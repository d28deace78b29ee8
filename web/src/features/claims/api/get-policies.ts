import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyView } from '../../../../../domain/schemas/policy';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/policies: the policies a claim can be assessed against. */
export interface PolicyList {
  readonly policies: readonly PolicyView[];
  readonly count: number;
  readonly slotsRemaining: number;
}

export function getPolicies(signal?: AbortSignal): Promise<PolicyList> {
  return apiFetch<PolicyList>('/api/policies', { signal });
}

/** The same key the Policies page uses, so an upload or delete there refreshes the choice here. */
export const policiesQueryKey = ['policies'] as const;

export function policiesQueryOptions() {
  return queryOptions({ queryKey: policiesQueryKey, queryFn: ({ signal }) => getPolicies(signal) });
}

export function usePolicies() {
  return useQuery(policiesQueryOptions());
}
