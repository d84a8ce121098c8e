import { useMutation } from '@tanstack/react-query';
import {
  PaymentRequestSchema,
  type CreatePaymentInput,
  type PaymentRequest,
} from '@incasso/shared/payments';
import { api } from '../../../lib/api-client';

/** POST /api/payments: the server fixes the rate, the exact amount and the expiry. */
export async function createPayment(input: CreatePaymentInput): Promise<PaymentRequest> {
  return PaymentRequestSchema.parse(await api.post('/api/payments', input));
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
