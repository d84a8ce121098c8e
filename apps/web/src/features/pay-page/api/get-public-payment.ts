import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPayment } from '@incasso/shared/payments';
import { ApiError, api } from '#lib/api-client.ts';
import { parsePublicPayment } from './parse-public-payment';

/** GET /api/pay/:id: what the payer may see of a request (public, no session). */
export async function getPublicPayment(id: string): Promise<PublicPayment> {
  const data = await api.get(`/api/pay/${encodeURIComponent(id)}`, { handleUnauthorized: false });
  const payment = parsePublicPayment(data);
  if (!payment) throw new ApiError(502, 'serverError', 'The payment answer broke the contract.');
  return payment;
}

export const publicPaymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['publicPayment', id] as const, queryFn: () => getPublicPayment(id) });

export function usePublicPayment(id: string) {
  return useQuery(publicPaymentQueryOptions(id));
}
