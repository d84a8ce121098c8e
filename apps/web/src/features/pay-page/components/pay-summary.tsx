import { formatCrypto } from '@incasso/shared/format';
import { formatFiat, parseFiatAmount } from '@incasso/shared/money/fiat-amounts';
import type { PaymentPurpose, PublicPayment } from '@incasso/shared/payments';
import { ChainIcon } from '#components/ui/chain-icon.tsx';
import { usePayI18n, type PayI18n } from '../i18n/pay-i18n-context';

/** The price as the page's language writes it; the API's decimal text is read exactly. */
function fiatText(payment: PublicPayment, language: PayI18n['language']): string {
  const parsed = parseFiatAmount(payment.fiatAmount);
  return parsed.ok
    ? formatFiat(parsed.cents, payment.fiatCurrency, language)
    : `${payment.fiatAmount} ${payment.fiatCurrency}`;
}

/** What the payer is paying for, in their words: an invoice, a plan, a shop's order. */
function purposeText(purpose: PaymentPurpose, t: PayI18n['t']): string {
  switch (purpose.kind) {
    case 'invoice':
      return t('payPage.purpose.invoice', { number: purpose.number });
    case 'recurring':
      return t('payPage.purpose.recurring', { description: purpose.description });
    case 'plan':
      return t(
        purpose.interval === 'monthly'
          ? 'payPage.purpose.planMonthly'
          : purpose.interval === 'yearly'
            ? 'payPage.purpose.planYearly'
            : 'payPage.purpose.plan',
        { plan: purpose.planName },
      );
    case 'fees':
      return t('payPage.purpose.fees', { currency: purpose.currency });
    case 'order':
      return t('payPage.purpose.order', { order: purpose.orderId });
    case 'link':
      return t('payPage.purpose.link', { title: purpose.title });
  }
}

/**
 * Who is asking and what for, how much in fiat, and (once a coin is set) the exact crypto amount
 * and chain.
 */
export function PaySummary({ payment }: { payment: PublicPayment }) {
  const { t, language } = usePayI18n();
  return (
    <header className="space-y-3 text-center">
      <h1 className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {t('payPage.title', { merchant: payment.merchantName })}
      </h1>
      {payment.purpose && (
        <p
          data-testid="pay-purpose"
          className="text-base font-medium break-words text-slate-900 dark:text-white"
        >
          {purposeText(payment.purpose, t)}
        </p>
      )}
      <p className="text-4xl font-semibold tracking-tight text-slate-900 tabular-nums dark:text-white">
        {fiatText(payment, language)}
      </p>
      <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
        {payment.amount !== null && payment.symbol !== null && (
          <>
            <span className="font-mono font-semibold text-slate-900 dark:text-white">
              {formatCrypto(payment.amount, payment.symbol, language)}
            </span>
            <span aria-hidden>·</span>
          </>
        )}
        <span className="inline-flex items-center gap-1.5">
          <ChainIcon chain={payment.chain} className="size-4" />
          {payment.chainName}
        </span>
      </p>
    </header>
  );
}
