import { UserProfileSchema, type UserProfile } from '@incasso/shared/accounts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

// The whole profile (display name, account type, two-factor and email state), for the pages
// that show more than the session's few fields. The session keeps its own hand-parsed copy.

/** GET /api/user/profile, parsed with the shared schema. */
export async function getUserProfile(): Promise<UserProfile> {
  return UserProfileSchema.parse(await api.get('/api/user/profile'));
}

export const userProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile(), queryFn: getUserProfile });

export function useUserProfile() {
  return useQuery(userProfileQueryOptions());
}
