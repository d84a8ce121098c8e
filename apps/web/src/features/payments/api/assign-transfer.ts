import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PaymentRequestSchema, type PaymentRequest } from '@incasso/shared/payments';
import { toast } from '#components/ui/toast/toast-store.ts';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';
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
  const { t } = useTranslation();
  return useMutation({
    mutationFn: assignTransfer,
    // Told here, not in the dialog: the refetch below removes the row, and the dialog with it.
    // The transfer leaves the unmatched list and the request's status and paid amount change.
    onSuccess: () => {
      toast.success(t('unmatched.assigned'));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: queryKeys.transactions() }),
      ]);
    },
  });
}
