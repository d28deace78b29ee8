import { useQuery } from '@tanstack/react-query';
import { readSignInMethod } from '#web/lib/auth/change-password';

/** Whether the person has a PolicyLens password or signs in through Google or Facebook only. */
export function useSignInMethod() {
  return useQuery({
    queryKey: ['sign-in-method'],
    queryFn: readSignInMethod,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
