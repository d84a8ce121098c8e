import type { DisplaySale } from '@incasso/shared/pos';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ExpiryCountdown } from '#components/payments/expiry-countdown.tsx';
import { PaymentQr } from '#components/payments/payment-qr.tsx';
import { PaymentStatusBadge } from '#components/payments/payment-status-badge.tsx';
import { useLiveStatus } from '#lib/use-live-status.ts';
import { getDisplaySocket } from '../api/display-socket';
import { useDisplayState } from '../api/get-display-state';
import { money } from '../money';

/** One sale as the customer sees it: amount, QR and live status, then a clear "thank you". */
function DisplayedSale({ sale, connect }: { sale: DisplaySale; connect: typeof getDisplaySocket }) {
  const { t } = useTranslation();
  const settled = sale.status === 'CONFIRMED' || sale.status === 'CANCELLED';
  const live = useLiveStatus({
    socket: settled ? null : connect(),
    paymentId: sale.paymentId,
    initial: { status: sale.status, confirmations: 0, required: 0, txHash: null },
    watchPayload: { paymentId: sale.paymentId },
    unwatchPayload: { paymentId: sale.paymentId },
  });
  // The poll may know more than the socket (a reconnect), and the other way round.
  const status = sale.status === 'CONFIRMED' ? sale.status : live.status;
  if (status === 'CONFIRMED') {
    return (
      <div className="flex flex-col items-center gap-4">
        <CheckCircle2 aria-hidden className="size-24 text-emerald-600" />
        <h2 className="text-4xl font-bold text-emerald-700 dark:text-emerald-400">
          {t('pos.thankYou')}
        </h2>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-5xl font-bold tabular-nums">{money(sale.fiatCents, sale.fiatCurrency)}</p>
      <p className="text-xl">
        {sale.amount} {sale.symbol}
      </p>
      <div className="flex items-center gap-3">
        <PaymentStatusBadge
          status={status}
          confirmations={live.confirmations}
          required={live.required}
        />
        {status === 'PENDING' && <ExpiryCountdown expiresAt={sale.expiresAt} />}
      </div>
      <PaymentQr
        content={sale.qrContent}
        label={t('payments.qrLabel', { amount: `${sale.amount} ${sale.symbol}` })}
        className="w-full max-w-sm"
      />
      <ul className="w-full max-w-sm text-left text-sm">
        {sale.lineItems.map((line) => (
          <li key={line.position} className="flex justify-between">
            <span>
              {line.quantity} ×{' '}
              {line.kind === 'tip' ? t('pos.tip') : line.name || t('pos.customAmount')}
            </span>
            <span className="tabular-nums">{money(line.totalCents, sale.fiatCurrency)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /pos/display/:token: public and read-only, it follows the till's current sale. */
export function CustomerDisplayPage({
  token,
  connect = getDisplaySocket,
}: {
  token: string;
  connect?: typeof getDisplaySocket;
}) {
  const { t } = useTranslation();
  const state = useDisplayState(token);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-white p-6 text-center text-slate-900 dark:bg-slate-950 dark:text-white">
      {state.isError ? (
        <h1 className="text-2xl font-semibold">{t('pos.displayExpired')}</h1>
      ) : !state.data ? (
        <p>{t('app.loading')}</p>
      ) : (
        <>
          <h1 className="text-2xl font-semibold">{state.data.merchantName}</h1>
          {state.data.sale ? (
            <DisplayedSale
              key={state.data.sale.paymentId}
              sale={state.data.sale}
              connect={connect}
            />
          ) : (
            <p className="text-xl text-slate-600 dark:text-slate-300">{t('pos.displayWaiting')}</p>
          )}
        </>
      )}
    </main>
  );
}
