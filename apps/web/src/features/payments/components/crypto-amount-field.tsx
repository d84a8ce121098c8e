import type { FiatCurrency } from '@incasso/shared/money';
import { Loader2, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '#components/ui/text-field.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { decimal } from '#lib/format.ts';

/** The empty field's hint at the figure's shape: '0,00000000' or '0.00000000'. */
const emptyAmount = (language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 8 }).format(0);

interface CryptoAmountFieldProps {
  amount: string | null;
  symbol: string;
  fiatCurrency: FiatCurrency;
  rate: string | null;
  source: string | null;
  isLookingUp: boolean;
  /** The price feed failed: say so here, with a retry, rather than leave "generate" greyed. */
  priceError?: { onRetry: () => void };
}

/**
 * The crypto amount (read-only, at most 8 decimals) with the rate and its source, (Cache) or
 * (Live), both written the language's way ('29,069768' in Italian).
 */
export function CryptoAmountField(props: CryptoAmountFieldProps) {
  const { amount, symbol, fiatCurrency, rate, source, isLookingUp, priceError } = props;
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('payments.cryptoAmount')}
      </label>
      <div className="relative">
        <input
          id={id}
          readOnly
          value={amount ? decimal(amount) : ''}
          placeholder={emptyAmount(currentLanguage())}
          aria-describedby={`${id}-source`}
          className={`${inputClasses} h-12 bg-slate-50 pr-20 font-mono text-lg font-semibold tabular-nums dark:bg-slate-800/60`}
        />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center gap-2 text-sm font-semibold text-slate-600 dark:text-slate-300">
          {isLookingUp && <Loader2 aria-hidden className="size-4 animate-spin" />}
          {symbol}
        </span>
      </div>
      {priceError && !isLookingUp ? (
        <div
          id={`${id}-source`}
          role="alert"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-rose-700 dark:text-rose-300"
        >
          <span>{t('payments.priceFailed')}</span>
          <button
            type="button"
            onClick={priceError.onRetry}
            className="inline-flex min-h-8 items-center gap-1 rounded font-medium text-indigo-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
          >
            <RotateCw aria-hidden className="size-3.5" />
            {t('payments.priceRetry')}
          </button>
        </div>
      ) : (
        <p id={`${id}-source`} className="text-xs text-slate-500 dark:text-slate-400">
          {isLookingUp ? (
            <span role="status">{t('payments.lookingUp')}</span>
          ) : rate && source ? (
            t('payments.rate', { symbol, rate: decimal(rate), fiat: fiatCurrency, source })
          ) : (
            t('payments.rateHint')
          )}
        </p>
      )}
    </div>
  );
}
