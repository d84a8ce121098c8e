import type { CurrencyId } from '@incasso/shared/currencies';
import type { PublicPayment } from '@incasso/shared/payments';
import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import { buttonClasses } from '#components/ui/button-classes.ts';
import { usePayI18n } from '../i18n/pay-i18n-context';
import type { PayTextKey } from '../i18n/pay-texts';

interface CurrencyChoiceProps {
  payment: PublicPayment;
  /** The coin being posted, if any. */
  pending: CurrencyId | null;
  error: PayTextKey | null;
  onChoose: (currency: CurrencyId) => void;
  /** Offered when a coin is already set: back to it without changing anything. */
  onKeep?: () => void;
}

const TITLE_ID = 'pay-choice-title';

/** The coins a request priced in fiat may be paid with, one button each. */
export function CurrencyChoice({ payment, pending, error, onChoose, onKeep }: CurrencyChoiceProps) {
  const { t } = usePayI18n();
  return (
    <section aria-labelledby={TITLE_ID} className="space-y-4">
      <div className="space-y-1 text-center">
        <h2 id={TITLE_ID} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('payPage.chooseTitle')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('payPage.chooseHint', { chain: payment.chainName })}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3">
        {payment.currencyChoices.map(({ currency, symbol }) => (
          <li key={currency}>
            <button
              type="button"
              aria-label={t('payPage.payWith', { symbol })}
              aria-pressed={payment.currency === currency}
              disabled={pending !== null}
              onClick={() => onChoose(currency)}
              className={buttonClasses(
                payment.currency === currency ? 'primary' : 'secondary',
                'lg',
                clsx('w-full font-mono'),
              )}
            >
              {pending === currency && <Loader2 aria-hidden className="size-4 animate-spin" />}
              {symbol}
            </button>
          </li>
        ))}
      </ul>
      {pending !== null && (
        <p role="status" className="text-center text-sm text-slate-600 dark:text-slate-300">
          {t('payPage.choosing')}
        </p>
      )}
      {error && (
        <p
          role="alert"
          className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-200 dark:ring-rose-500/30"
        >
          {t(error)}
        </p>
      )}
      {onKeep && payment.symbol && (
        <button type="button" onClick={onKeep} className={buttonClasses('ghost', 'md', 'w-full')}>
          {t('payPage.keepCoin', { symbol: payment.symbol })}
        </button>
      )}
    </section>
  );
}
