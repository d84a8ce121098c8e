import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PayPage } from '#features/pay-page/components/pay-page.tsx';
import { createQueryClient } from '#lib/query-client.ts';

/** The hosted pay page (public, its own chunk). */
export default function PayRoute() {
  const { id = '' } = useParams();
  // The payer's page keeps its own query cache: a merchant session ending in the same tab (the
  // start-up profile call answering 401 clears the app's cache) must not cancel the payment load.
  const [payQueryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={payQueryClient}>
      <PayPage paymentId={id} />
    </QueryClientProvider>
  );
}
