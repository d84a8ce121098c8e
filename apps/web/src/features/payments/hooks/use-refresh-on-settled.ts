import { useQueryClient } from '@tanstack/react-query';
import { OPEN_PAYMENT_STATUSES, type PaymentRequest } from '@incasso/shared/payments';
import { useEffect } from 'react';
import type { LiveStatus } from '#lib/use-live-status.ts';
import { PAYMENTS_KEY } from '../api/get-unmatched-transfers';

const isOpen = (status: string) => (OPEN_PAYMENT_STATUSES as readonly string[]).includes(status);

/**
 * A request that settles while on screen (paid, expired, cancelled) leaves the "Open" list at
 * once: the lists are fetched again as soon as the live status says so, without a reload.
 */
export function useRefreshOnSettled(payment: PaymentRequest, live: LiveStatus) {
  const queryClient = useQueryClient();
  const hasSettled = isOpen(payment.status) && !isOpen(live.status);
  useEffect(() => {
    if (hasSettled) void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
  }, [hasSettled, queryClient]);
}
