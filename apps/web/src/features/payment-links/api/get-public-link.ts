import { useQuery } from '@tanstack/react-query';
import { PublicPaymentLinkSchema, type PublicPaymentLink } from '@incasso/shared/payment-links';
import { api } from '#lib/api-client.ts';

/** GET /api/l/:slug: the link as its payer sees it (no session). */
export async function getPublicLink(slug: string): Promise<PublicPaymentLink> {
  return PublicPaymentLinkSchema.parse(await api.get(`/api/l/${encodeURIComponent(slug)}`));
}

export function usePublicLink(slug: string) {
  return useQuery({
    queryKey: ['publicPaymentLink', slug],
    queryFn: () => getPublicLink(slug),
    retry: false,
  });
}
