import { CHAINS } from '@incasso/shared/chains';
import type { PaymentRequest } from '@incasso/shared/payments';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChainIcon } from '#components/ui/chain-icon.tsx';
import { dateTime, decimal, fiat } from '#lib/format.ts';
import { TransactionLink } from './transaction-link';

interface PaymentReceivedProps {
  payment: PaymentRequest;
  txHash: string | null;
}

/**
 * The paid moment: what came in, in which coin and on which network, when, and the transaction
 * to check. It takes focus, so a screen reader says it and the keyboard starts from here.
 */
export function PaymentReceived({ payment, txHash }: PaymentReceivedProps) {
  const { t } = useTranslation();
  // A request confirmed before the page loaded has its time; one confirmed now, this moment.
  const [receivedAt] = useState(() => payment.confirmedAt ?? new Date().toISOString());
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="payment-received"
      data-testid="payment-received"
      className="flex flex-col items-center gap-3 rounded-xl bg-emerald-50 px-4 py-8 text-center dark:bg-emerald-950/40"
    >
      <CheckCircle2 aria-hidden className="size-14 text-emerald-600 dark:text-emerald-400" />
      <h3
        id="payment-received"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-emerald-800 focus:outline-none dark:text-emerald-200"
      >
        {t('payments.received', { amount: fiat(payment.fiatCents, payment.fiatCurrency) })}
      </h3>
      <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-200">
        <ChainIcon chain={payment.chain} className="size-4" />
        {t('payments.receivedIn', {
          amount: decimal(payment.amount),
          symbol: payment.symbol,
          chain: CHAINS[payment.chain].name,
        })}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <time dateTime={receivedAt}>{dateTime(receivedAt)}</time>
      </p>
      {txHash && <TransactionLink payment={payment} txHash={txHash} />}
    </section>
  );
}
