import { useMutation } from '@tanstack/react-query';
import {
  PaymentLinkVisitSchema,
  type PayPaymentLinkInput,
  type PaymentLinkVisit,
} from '@incasso/shared/payment-links';
import { api } from '#lib/api-client.ts';

/** POST /api/l/:slug/payments: a request of its own for this visit. */
export async function payPublicLink(
  slug: string,
  input: PayPaymentLinkInput,
): Promise<PaymentLinkVisit> {
  return PaymentLinkVisitSchema.parse(
    await api.post(`/api/l/${encodeURIComponent(slug)}/payments`, input),
  );
}

export function usePayPublicLink(slug: string) {
  return useMutation({ mutationFn: (input: PayPaymentLinkInput) => payPublicLink(slug, input) });
}
