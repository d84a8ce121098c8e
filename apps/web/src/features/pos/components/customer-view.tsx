import { CHAINS } from '@incasso/shared/chains';
import type { Sale } from '@incasso/shared/pos';
import { CheckCircle2, Printer, XCircle } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpiryCountdown } from '#components/payments/expiry-countdown.tsx';
import { CopyableValue } from '#components/payments/copyable-value.tsx';
import { PaymentQrChoice } from '#components/payments/payment-qr-choice.tsx';
import { PaymentStatusBadge } from '#components/payments/payment-status-badge.tsx';
import { Button } from '#components/ui/button.tsx';
import { crypto, decimal } from '#lib/format.ts';
import { useMerchantLiveStatus } from '#lib/use-merchant-live-status.ts';
import { money } from '../money';
import type { ReceiptShop } from '../receipt-shop';
import { ReceiptEmailForm } from './receipt-email-form';
import { SaleReceipt } from './sale-receipt';

interface CustomerViewProps {
  sale: Sale;
  shop?: ReceiptShop;
  onNewSale: () => void;
  /** Below the QR while waiting: the demo's "simulate payment". */
  extra?: (isWaiting: boolean) => ReactNode;
}

/**
 * Full screen, turned to the customer: the QR, the amount and coin, the time left and the live
 * status; once CONFIRMED a clear success with the receipt, and the next sale one tap away.
 */
export function CustomerView({ sale, shop, onNewSale, extra }: CustomerViewProps) {
  const { t } = useTranslation();
  const { payment } = sale;
  const live = useMerchantLiveStatus(payment);
  const isPaid = live.status === 'CONFIRMED';
  const isOver = live.status === 'TIMED_OUT' || live.status === 'CANCELLED';
  const nextRef = useRef<HTMLButtonElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  // Keyboard users start inside the view, and land on "New sale" once the sale is over.
  useEffect(() => {
    if (isPaid || isOver) nextRef.current?.focus();
    else viewRef.current?.focus();
  }, [isPaid, isOver]);

  const nextSale = (
    <Button
      ref={nextRef}
      size="lg"
      className="h-14 w-full text-lg print:hidden"
      onClick={onNewSale}
    >
      {t('pos.newSale')}
    </Button>
  );

  return (
    <div
      ref={viewRef}
      tabIndex={-1}
      role="dialog"
      aria-modal="true"
      aria-label={t('pos.customerView')}
      data-testid="pos-customer-view"
      className="fixed inset-0 z-50 overflow-y-auto bg-white p-4 focus:outline-none dark:bg-slate-950 print:static"
    >
      <div className="mx-auto flex max-w-xl flex-col items-center gap-5 py-6 text-center">
        {isPaid ? (
          <>
            <div
              data-testid="pos-paid"
              className="flex w-full flex-col items-center gap-2 rounded-2xl bg-emerald-50 px-4 py-6 dark:bg-emerald-950/40 print:hidden"
            >
              <CheckCircle2
                aria-hidden
                className="size-20 text-emerald-600 dark:text-emerald-400"
              />
              <h2 className="text-3xl font-bold text-emerald-800 dark:text-emerald-200">
                {t('pos.paid')}
              </h2>
              <p className="text-5xl font-bold tabular-nums text-slate-900 dark:text-white">
                {money(payment.fiatCents, payment.fiatCurrency)}
              </p>
              <p className="text-slate-700 dark:text-slate-200">
                {t('payments.receivedIn', {
                  amount: decimal(payment.amount),
                  symbol: payment.symbol,
                  chain: CHAINS[payment.chain].name,
                })}
              </p>
            </div>
            {nextSale}
            <div className="flex w-full flex-col gap-3">
              <Button
                variant="secondary"
                size="lg"
                className="print:hidden"
                onClick={() => window.print()}
              >
                <Printer aria-hidden className="size-4" />
                {t('pos.printReceipt')}
              </Button>
              <ReceiptEmailForm saleId={payment.id} />
            </div>
            <SaleReceipt sale={sale} shop={shop} txHash={live.txHash} />
          </>
        ) : (
          <>
            <p className="text-5xl font-bold tabular-nums text-slate-900 dark:text-white">
              {money(payment.fiatCents, payment.fiatCurrency)}
            </p>
            <p
              className="text-xl text-slate-700 dark:text-slate-200"
              data-testid="pos-crypto-amount"
            >
              {crypto(payment.amount, payment.symbol)}
            </p>
            <p className="text-slate-600 dark:text-slate-300">
              {t('pos.payOnNetwork', { symbol: payment.symbol, chain: CHAINS[payment.chain].name })}
            </p>
            <div className="flex flex-wrap items-center justify-center gap-3">
              <PaymentStatusBadge
                status={live.status}
                confirmations={live.confirmations}
                required={live.required}
              />
              {live.status === 'PENDING' && <ExpiryCountdown expiresAt={payment.expiresAt} />}
            </div>
            {isOver ? (
              <XCircle aria-hidden className="size-20 text-rose-600" />
            ) : (
              <>
                <PaymentQrChoice
                  eip681={payment.eip681}
                  qrContent={payment.qrContent}
                  amountText={crypto(payment.amount, payment.symbol)}
                  className="w-full max-w-sm"
                />
                <dl className="w-full max-w-sm text-left">
                  <CopyableValue
                    label={t('payments.address')}
                    value={payment.address}
                    copyLabel={t('payments.copyAddress')}
                    hint={t('payments.onChain', { chain: CHAINS[payment.chain].name })}
                    isMono
                  />
                </dl>
              </>
            )}
            {extra?.(live.status === 'PENDING')}
            {isOver ? (
              nextSale
            ) : (
              <Button variant="ghost" onClick={onNewSale}>
                {t('pos.backToTill')}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
