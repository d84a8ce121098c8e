import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentListSchema, type PaymentList } from '@incasso/shared/payments';
import { api } from '#lib/api-client.ts';
import { PAYMENTS_KEY } from './get-unmatched-transfers';

export type PaymentRequestsScope = 'open' | 'all';

/** How many requests the dashboard list shows at once. */
export const PAYMENT_REQUESTS_PAGE = 10;

/** GET /api/payments: the merchant's requests, newest first; `open` keeps the unfinished ones. */
export async function getPaymentRequests(
  scope: PaymentRequestsScope,
  cursor?: string,
): Promise<PaymentList> {
  const query = new URLSearchParams({ scope, limit: String(PAYMENT_REQUESTS_PAGE) });
  if (cursor) query.set('cursor', cursor);
  return PaymentListSchema.parse(await api.get(`/api/payments?${query}`));
}

export const paymentRequestsQueryOptions = (scope: PaymentRequestsScope, cursor?: string) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'list', scope, cursor ?? null],
    queryFn: () => getPaymentRequests(scope, cursor),
  });

export function usePaymentRequests(scope: PaymentRequestsScope, cursor?: string, enabled = true) {
  return useQuery({ ...paymentRequestsQueryOptions(scope, cursor), enabled });
}
