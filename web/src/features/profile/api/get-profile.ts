import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#domain/schemas/account';
import { callRoute } from '#web/lib/api-client';

/** The signed-in user's profile as GET /api/me returns it; unset fields are null. */
export type { Profile };

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return callRoute('get-me', { signal });
}

export const profileQueryKey = ['profile'] as const;

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
