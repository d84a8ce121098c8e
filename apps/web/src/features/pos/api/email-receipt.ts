import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@incasso/shared/locale';
import { api } from '#lib/api-client.ts';

/** POST /api/pos/sales/:id/receipt: the paid sale's receipt to the buyer's address. */
export async function emailReceipt(input: {
  saleId: string;
  email: string;
  locale: Locale;
}): Promise<void> {
  await api.post(`/api/pos/sales/${input.saleId}/receipt`, {
    email: input.email,
    locale: input.locale,
  });
}

export function useEmailReceipt() {
  return useMutation({ mutationFn: emailReceipt });
}
