import { useMutation } from '@tanstack/react-query';
import type { AccountDeletion } from '#domain/schemas/account';
import { callRoute } from '#web/lib/api-client';

/**
 * DELETE /api/me: removes the account and every policy, file, coverage and assessment in it, once
 * the password (and the two-step code when it is on) shows it is the holder's.
 */
export function deleteAccount(proof: AccountDeletion) {
  return callRoute('delete-me', { body: proof });
}

/** Nothing cached about the account outlives it: the app drops its cache when the session ends. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
