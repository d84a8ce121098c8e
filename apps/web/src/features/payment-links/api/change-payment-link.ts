import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { paymentLinksQueryOptions } from './get-payment-links';

export type PaymentLinkAction = 'pause' | 'resume' | 'delete';

/** POST /api/payment-links/:id/{pause|resume}, DELETE /api/payment-links/:id. */
export async function changePaymentLink(id: string, action: PaymentLinkAction): Promise<void> {
  if (action === 'delete') await api.request(`/api/payment-links/${id}`, { method: 'DELETE' });
  else await api.post(`/api/payment-links/${id}/${action}`);
}

export function useChangePaymentLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PaymentLinkAction) => changePaymentLink(id, action),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: paymentLinksQueryOptions().queryKey }),
  });
}
