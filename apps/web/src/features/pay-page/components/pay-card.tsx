import type { PublicPayment } from '@incasso/shared/payments';
import { useState } from 'react';
import { CountdownText } from '#components/payments/countdown-text.tsx';
import { StatusPill } from '#components/payments/status-pill.tsx';
import { buttonClasses } from '#components/ui/button-classes.ts';
import type { PaymentSocket } from '#lib/use-live-status.ts';
import { useCurrencyChoice } from '../hooks/use-currency-choice';
import { usePayRequest } from '../hooks/use-pay-request';
import { usePayI18n } from '../i18n/pay-i18n-context';
import { CurrencyChoice } from './currency-choice';
import { PayInstructions, type PayableRequest } from './pay-instructions';
import { PayCancelled, PayExpired, PayInProgress, PaySuccess } from './pay-outcome';
import { PaySummary } from './pay-summary';

/** The request once its coin is set (amount, QR); null while the payer has to pick one. */
function payableRequest(payment: PublicPayment): PayableRequest | null {
  const { amount, symbol, qrContent, address, chainName, eip681 } = payment;
  if (amount === null || symbol === null || qrContent === null) return null;
  return { amount, symbol, qrContent, address, chainName, eip681 };
}

export interface PayCardProps {
  initial: PublicPayment;
  drawnQrs: Readonly<Record<string, string>>;
  connect: () => PaymentSocket;
  navigate: (url: string) => void;
}

/** One request as the payer sees it: the coin choice, how to pay, and its status live. */
export function PayCard({ initial, drawnQrs, connect, navigate }: PayCardProps) {
  const { t, language } = usePayI18n();
  const { payment, replace } = usePayRequest(initial, connect);
  const [isChanging, setIsChanging] = useState(false);
  const choice = useCurrencyChoice(payment.id, (chosen) => {
    replace(chosen);
    setIsChanging(false);
  });
  const { status } = payment;
  const isPending = status === 'PENDING';
  const canChoose = isPending && payment.currencyChoices.length > 0;
  const payable = payableRequest(payment);
  const isChoosing = canChoose && (payable === null || isChanging);

  return (
    <article className="space-y-6 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 dark:border-slate-800 dark:bg-slate-900">
      <PaySummary payment={payment} />
      <div className="flex flex-col items-center gap-2">
        <StatusPill
          status={status}
          label={t(`payments.status.${status}`)}
          detail={
            status === 'CONFIRMING' && payment.requiredConfirmations > 0
              ? t('payments.confirmations', {
                  done: payment.confirmations,
                  required: payment.requiredConfirmations,
                })
              : undefined
          }
        />
        {isPending && (
          <CountdownText
            expiresAt={payment.expiresAt}
            expiresInLabel={t('payments.expiresIn')}
            expiredLabel={t('payments.expired')}
            payByLabel={t('payments.payBy')}
            language={language}
          />
        )}
      </div>
      {isChoosing && (
        <CurrencyChoice
          payment={payment}
          pending={choice.pending}
          error={choice.error}
          onChoose={(currency) => void choice.choose(currency)}
          onKeep={payable ? () => setIsChanging(false) : undefined}
        />
      )}
      {isPending && !isChoosing && payable && (
        <>
          <PayInstructions request={payable} drawnQrs={drawnQrs} />
          {canChoose && (
            <button
              type="button"
              onClick={() => setIsChanging(true)}
              className={buttonClasses('secondary', 'md', 'w-full')}
            >
              {t('payPage.changeCoin')}
            </button>
          )}
        </>
      )}
      {(status === 'DETECTED' || status === 'CONFIRMING') && <PayInProgress payment={payment} />}
      {status === 'CONFIRMED' && <PaySuccess payment={payment} navigate={navigate} />}
      {status === 'TIMED_OUT' && <PayExpired />}
      {status === 'CANCELLED' && <PayCancelled />}
    </article>
  );
}
