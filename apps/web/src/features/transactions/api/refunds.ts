import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RefundListSchema,
  RefundSchema,
  type CreateRefundInputSchema,
  type RefundList,
} from '@incasso/shared/refunds';
import type { z } from 'zod';
import { api } from '#lib/api-client.ts';

const path = (paymentId: string) => `/api/payments/${encodeURIComponent(paymentId)}/refunds`;

/** GET /api/payments/:id/refunds: followed every few seconds while one waits for the chain. */
export const refundsQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['transactions', 'refunds', paymentId],
    queryFn: async (): Promise<RefundList> =>
      RefundListSchema.parse(await api.get(path(paymentId))),
    refetchInterval: (query) =>
      query.state.data?.items.some((r) => r.status === 'PENDING' || r.status === 'SENT')
        ? 3_000
        : false,
  });

export const useRefunds = (paymentId: string) => useQuery(refundsQueryOptions(paymentId));

function useRefundMutation<T>(paymentId: string, call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['transactions'] }),
  });
}

/** POST /api/payments/:id/refunds. */
export const useCreateRefund = (paymentId: string) =>
  useRefundMutation(paymentId, async (input: z.input<typeof CreateRefundInputSchema>) =>
    RefundSchema.parse(await api.post(path(paymentId), input)),
  );

/** POST /api/payments/:id/refunds/:refundId/cancel. */
export const useCancelRefund = (paymentId: string) =>
  useRefundMutation(paymentId, async (refundId: string) =>
    RefundSchema.parse(await api.post(`${path(paymentId)}/${encodeURIComponent(refundId)}/cancel`)),
  );
