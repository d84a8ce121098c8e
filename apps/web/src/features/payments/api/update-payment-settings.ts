import { PaymentSettingsSchema, type PaymentSettings } from '@incasso/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { paymentSettingsQueryOptions } from './get-payment-settings';

/** PUT /api/user/payment-settings. Refused with 400 invalidInput and a field key when out of range. */
export async function updatePaymentSettings(input: PaymentSettings): Promise<PaymentSettings> {
  return PaymentSettingsSchema.parse(
    await api.request('/api/user/payment-settings', { method: 'PUT', body: input }),
  );
}

export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentSettings,
    onSuccess: (settings) =>
      queryClient.setQueryData(paymentSettingsQueryOptions().queryKey, settings),
  });
}
