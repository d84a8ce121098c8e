import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentLinkListSchema, type PaymentLink } from '@incasso/shared/payment-links';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/payment-links: the merchant's links with their totals, newest first. */
export async function getPaymentLinks(): Promise<PaymentLink[]> {
  return PaymentLinkListSchema.parse(await api.get('/api/payment-links'));
}

// Each visit that pays is a payment: links are filed under transactions, whose refreshes
// (a payment confirmed) refresh their totals too.
export const paymentLinksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.transactions('paymentLinks'), queryFn: getPaymentLinks });

export function usePaymentLinks() {
  return useQuery(paymentLinksQueryOptions());
}
