import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentLinkDetailSchema, type PaymentLinkDetail } from '@incasso/shared/payment-links';
import { api } from '#lib/api-client.ts';
import { paymentLinksQueryOptions } from './get-payment-links';

/** GET /api/payment-links/:id: one link with its latest payments. */
export async function getPaymentLink(id: string): Promise<PaymentLinkDetail> {
  return PaymentLinkDetailSchema.parse(await api.get(`/api/payment-links/${id}`));
}

export const paymentLinkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...paymentLinksQueryOptions().queryKey, id],
    queryFn: () => getPaymentLink(id),
  });

export function usePaymentLink(id: string) {
  return useQuery(paymentLinkQueryOptions(id));
}
