import { useParams, useSearchParams } from 'react-router';
import { PublicLinkPage } from '#features/payment-links/components/public-link-page.tsx';

/** /l/:slug: a payment link's public page; `?amount=` (the button's) fills the amount in. */
export default function PaymentLinkRoute() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  return <PublicLinkPage slug={slug} typed={search.get('amount') ?? ''} />;
}
