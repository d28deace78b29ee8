import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/me, read here only for when the account was made (the new-user welcome). */
export async function getAccountCreatedAt(signal?: AbortSignal): Promise<string | null> {
  const me = await apiFetch<{ createdAt: string | null }>('/api/me', { signal });
  return me.createdAt;
}

export function accountCreatedAtQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'created-at'],
    queryFn: ({ signal }) => getAccountCreatedAt(signal),
    // The creation time never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAccountCreatedAt(enabled: boolean) {
  return useQuery({ ...accountCreatedAtQueryOptions(), enabled });
}
