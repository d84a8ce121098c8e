import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PaymentRequestSchema,
  type CreatePaymentInput,
  type PaymentRequest,
} from '@incasso/shared/payments';
import { api } from '#lib/api-client.ts';
import { PAYMENTS_KEY } from './get-unmatched-transfers';

/** POST /api/payments: the server fixes the rate, the exact amount and the expiry. */
export async function createPayment(input: CreatePaymentInput): Promise<PaymentRequest> {
  return PaymentRequestSchema.parse(await api.post('/api/payments', input));
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    // The new request joins the list of open requests below the creator.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
  });
}
