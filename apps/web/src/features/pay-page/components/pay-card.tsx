import type { PublicPayment } from '@incasso/shared/payments';
import { useEffect } from 'react';
import { ExpiryCountdown } from '#components/payments/expiry-countdown.tsx';
import { PaymentStatusBadge } from '#components/payments/payment-status-badge.tsx';
import { usePublicLiveStatus } from '../hooks/use-public-live-status';
import { PayInstructions } from './pay-instructions';
import { PayCancelled, PayExpired, PayInProgress, PaySuccess } from './pay-outcome';
import { PaySummary } from './pay-summary';

interface PayCardProps {
  payment: PublicPayment;
  /** Reloads the request (explorer link, paid amount) after the live status moved. */
  onStatusMoved: () => void;
}

/** One request as the payer sees it, following its status live. */
export function PayCard({ payment, onStatusMoved }: PayCardProps) {
  const live = usePublicLiveStatus(payment);
  const hasMoved = live.status !== payment.status || live.txHash !== payment.txHash;

  useEffect(() => {
    if (hasMoved) onStatusMoved();
  }, [hasMoved, live.status, live.txHash, onStatusMoved]);

  const current: PublicPayment = {
    ...payment,
    status: live.status,
    confirmations: live.confirmations,
    requiredConfirmations: live.required,
    txHash: live.txHash,
  };

  return (
    <article className="space-y-6 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 dark:border-slate-800 dark:bg-slate-900">
      <PaySummary payment={current} />
      <div className="flex flex-col items-center gap-2">
        <PaymentStatusBadge
          status={current.status}
          confirmations={current.confirmations}
          required={current.requiredConfirmations}
        />
        {current.status === 'PENDING' && <ExpiryCountdown expiresAt={current.expiresAt} />}
      </div>
      {current.status === 'PENDING' && <PayInstructions payment={current} />}
      {(current.status === 'DETECTED' || current.status === 'CONFIRMING') && (
        <PayInProgress payment={current} />
      )}
      {current.status === 'CONFIRMED' && <PaySuccess payment={current} />}
      {current.status === 'TIMED_OUT' && <PayExpired />}
      {current.status === 'CANCELLED' && <PayCancelled />}
    </article>
  );
}
