import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PaymentListSchema,
  UnmatchedTransferListSchema,
  type PaymentRequest,
  type UnmatchedTransfer,
} from '@incasso/shared/payments';
import { api } from '#lib/api-client.ts';

// Every payments query starts with 'payments', so one prefix invalidates them all after an
// assignment moves a request on.
export const PAYMENTS_KEY = ['payments'] as const;

/** GET /api/payments/unmatched: transfers to the merchant's addresses no request claimed. */
export async function getUnmatchedTransfers(): Promise<UnmatchedTransfer[]> {
  return UnmatchedTransferListSchema.parse(await api.get('/api/payments/unmatched'));
}

/** GET /api/payments: the merchant's most recent requests, the candidates for an assignment. */
export async function getRecentPayments(): Promise<PaymentRequest[]> {
  return PaymentListSchema.parse(await api.get('/api/payments?limit=100')).items;
}

export const unmatchedTransfersQueryOptions = () =>
  queryOptions({ queryKey: [...PAYMENTS_KEY, 'unmatched'], queryFn: getUnmatchedTransfers });

export const recentPaymentsQueryOptions = () =>
  queryOptions({ queryKey: [...PAYMENTS_KEY, 'recent'], queryFn: getRecentPayments });

export function useUnmatchedTransfers() {
  return useQuery(unmatchedTransfersQueryOptions());
}

/**
 * The requests the server would take the transfer for: its own address on the same chain, in
 * the same currency (unmatched.service.ts answers transferMismatch otherwise).
 */
export function useAssignableRequests(transfer: UnmatchedTransfer, enabled: boolean) {
  return useQuery({
    ...recentPaymentsQueryOptions(),
    enabled,
    select: (items) =>
      items.filter(
        (p) =>
          p.chain === transfer.chain &&
          p.currency === transfer.currency &&
          p.address === transfer.address,
      ),
  });
}
