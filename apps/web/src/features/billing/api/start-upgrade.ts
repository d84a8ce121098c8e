import { useMutation } from '@tanstack/react-query';
import { CheckoutSchema, type Checkout, type UpgradeInput } from '@incasso/shared/billing';
import { api } from '#lib/api-client.ts';

/**
 * POST /api/billing/upgrade: a payment request to the platform for a plan; the merchant pays
 * it on its pay page. Billing changes once it is confirmed, so nothing is refreshed here.
 */
export async function startUpgrade(input: UpgradeInput): Promise<Checkout> {
  return CheckoutSchema.parse(await api.post('/api/billing/upgrade', input));
}

export function useStartUpgrade() {
  return useMutation({ mutationFn: startUpgrade });
}
