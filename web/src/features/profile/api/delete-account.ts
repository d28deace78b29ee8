import { useMutation } from '@tanstack/react-query';
import { callRoute } from '#web/lib/api-client';

/** DELETE /api/me: removes the account and every policy, file, coverage and assessment in it. */
export function deleteAccount() {
  return callRoute('delete-me');
}

/** Nothing cached about the account outlives it: the app drops its cache when the session ends. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
