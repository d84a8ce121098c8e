import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PaymentLinkSchema,
  type CreatePaymentLinkInput,
  type PaymentLink,
} from '@incasso/shared/payment-links';
import { api } from '#lib/api-client.ts';
import { paymentLinksQueryOptions } from './get-payment-links';

/** POST /api/payment-links. */
export async function createPaymentLink(input: CreatePaymentLinkInput): Promise<PaymentLink> {
  return PaymentLinkSchema.parse(await api.post('/api/payment-links', input));
}

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentLink,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: paymentLinksQueryOptions().queryKey }),
  });
}
