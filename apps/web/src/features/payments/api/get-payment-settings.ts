import { PaymentSettingsSchema, type PaymentSettings } from '@incasso/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/user/payment-settings: the merchant's payment terms (the underpayment tolerance). */
export async function getPaymentSettings(): Promise<PaymentSettings> {
  return PaymentSettingsSchema.parse(await api.get('/api/user/payment-settings'));
}

// Payment terms are account settings, so they live under SPEC's `profile` category.
export const paymentSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile('paymentSettings'), queryFn: getPaymentSettings });

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}
