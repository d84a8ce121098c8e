import { useMutation } from '@tanstack/react-query';
import { CheckoutSchema, type Checkout, type SettleFeesInput } from '@incasso/shared/billing';
import { api } from '#lib/api-client.ts';

/** POST /api/billing/settle: a payment request to the platform for the fees of one currency. */
export async function settleFees(input: SettleFeesInput): Promise<Checkout> {
  return CheckoutSchema.parse(await api.post('/api/billing/settle', input));
}

export function useSettleFees() {
  return useMutation({ mutationFn: settleFees });
}
