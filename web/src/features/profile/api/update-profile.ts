import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '../../../../../domain/schemas/account';
import { apiFetch } from '../../../lib/api-client';
import { type Profile, profileQueryKey } from './get-profile';

/** PATCH /api/me: names, country and optionally the phone; answers with the saved profile. */
export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiFetch<Profile>('/api/me', { method: 'PATCH', body: update });
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
