import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '#domain/schemas/account';
import { callRoute } from '#web/lib/api-client';
import { profileQueryKey } from './get-profile';

/** PATCH /api/me: names, country and optionally the phone; answers with the saved profile. */
export function updateProfile(update: ProfileUpdate) {
  return callRoute('update-me', { body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
