import type { PublicPayment } from '@incasso/shared/payments';
import { useEffect, useState } from 'react';
import type { PaymentSocket } from '#lib/use-live-status.ts';
import { getPublicPayment } from '../api/get-public-payment';
import { usePublicLiveStatus } from './use-public-live-status';

/**
 * The request as the payer sees it now: the server's copy with the live status on top. When the
 * status moves, the request is read again for what the event does not carry (the explorer link,
 * the amount paid); `replace` takes the answer of a coin choice.
 */
export function usePayRequest(initial: PublicPayment, connect: () => PaymentSocket) {
  const [payment, setPayment] = useState(initial);
  const live = usePublicLiveStatus(payment, connect);
  const hasMoved = live.status !== payment.status || live.txHash !== payment.txHash;

  useEffect(() => {
    if (!hasMoved) return;
    let isCurrent = true;
    getPublicPayment(payment.id).then(
      (fresh) => {
        if (isCurrent) setPayment(fresh);
      },
      // The live status is still shown; only the extra details wait for the next move.
      (error: unknown) => console.warn('Reloading the payment failed', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [hasMoved, live.status, live.txHash, payment.id]);

  const current: PublicPayment = {
    ...payment,
    status: live.status,
    confirmations: live.confirmations,
    requiredConfirmations: live.required,
    txHash: live.txHash,
  };
  return { payment: current, replace: setPayment };
}
