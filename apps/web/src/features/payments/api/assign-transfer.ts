import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentRequestSchema, type PaymentRequest } from '@incasso/shared/payments';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { PAYMENTS_KEY } from './get-unmatched-transfers';

export interface AssignTransferVariables {
  paymentId: string;
  transferId: string;
}

/** POST /api/payments/:id/assign: credits an unmatched transfer to the request by hand. */
export async function assignTransfer({
  paymentId,
  transferId,
}: AssignTransferVariables): Promise<PaymentRequest> {
  return PaymentRequestSchema.parse(
    await api.post(`/api/payments/${encodeURIComponent(paymentId)}/assign`, { transferId }),
  );
}

export function useAssignTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTransfer,
    // The transfer leaves the unmatched list and the request's status and paid amount change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: queryKeys.transactions() }),
      ]),
  });
}
