import type { ChangePasswordInput } from '@incasso/shared/accounts/recovery';
import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';

/** POST /api/user/password: this session stays signed in, every other one is signed out. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.post('/api/user/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
