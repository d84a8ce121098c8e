import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CancelledRequestSchema,
  type AwaitingCoinRequest,
  type PaymentRequest,
} from '@incasso/shared/payments';
import { toast } from '#components/ui/toast/toast-store.ts';
import { api } from '#lib/api-client.ts';
import { PAYMENTS_KEY } from './get-unmatched-transfers';

/** POST /api/payments/:id/cancel: withdraws a request nothing has been paid to yet. */
export async function cancelPayment(
  paymentId: string,
): Promise<PaymentRequest | AwaitingCoinRequest> {
  return CancelledRequestSchema.parse(
    await api.post(`/api/payments/${encodeURIComponent(paymentId)}/cancel`),
  );
}

export function useCancelPayment() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: cancelPayment,
    onSuccess: () => {
      toast.success(t('paymentRequests.cancelled'));
      return queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
    },
  });
}
