import { useMutation } from '@tanstack/react-query';
import { DemoPaymentSentSchema, type DemoPaymentSent } from '@incasso/shared/demo';
import { api } from '#lib/api-client.ts';

/** POST /api/demo/pay/:id: the demo's payer pays the request on its local chain. */
export async function simulatePayment(paymentId: string): Promise<DemoPaymentSent> {
  return DemoPaymentSentSchema.parse(
    await api.post(`/api/demo/pay/${encodeURIComponent(paymentId)}`),
  );
}

export function useSimulatePayment() {
  return useMutation({ mutationFn: simulatePayment });
}
