import { TwoFactorSetupSchema, type TwoFactorSetup } from '@incasso/shared/accounts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';

/** POST /api/user/2fa/setup: a new secret, as a QR code and as text to type. */
export async function setupTwoFactor(): Promise<TwoFactorSetup> {
  return TwoFactorSetupSchema.parse(await api.post('/api/user/2fa/setup'));
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
