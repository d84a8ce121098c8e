import { UserProfileSchema, type UserProfile } from '@incasso/shared/accounts/auth';
import type { UpdateProfileInput } from '@incasso/shared/accounts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { userProfileQueryOptions } from './get-user-profile';

/** PATCH /api/user/profile: answers with the updated profile. */
export async function updateProfile(input: UpdateProfileInput): Promise<UserProfile> {
  return UserProfileSchema.parse(
    await api.request('/api/user/profile', { method: 'PATCH', body: input }),
  );
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(userProfileQueryOptions().queryKey, profile),
  });
}
