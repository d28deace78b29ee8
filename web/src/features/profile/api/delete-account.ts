import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/me: removes the account and every policy, file, coverage and assessment in it. */
export function deleteAccount(): Promise<unknown> {
  return apiFetch<unknown>('/api/me', { method: 'DELETE' });
}

/** Nothing cached about the account outlives it: the app drops its cache when the session ends. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
