import { formatFiat } from '@incasso/shared/money';
import type { RevenueSeries } from '@incasso/shared/stats';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#i18n/index.ts';
import { CURRENCY_COLOURS } from '../currency-colours';

/** The period's totals, one card per currency that earned something (never converted). */
export function RevenueTotals({ series }: { series: RevenueSeries[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      {series.map((item) => (
        <div
          key={item.fiatCurrency}
          className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-800/40"
        >
          <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
            <span
              aria-hidden
              className="size-2.5 rounded-full"
              style={{ backgroundColor: CURRENCY_COLOURS[item.fiatCurrency] }}
            />
            {t('stats.revenueIn', { currency: item.fiatCurrency })}
          </dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
            {formatFiat(item.revenueCents, item.fiatCurrency, language)}
          </dd>
          <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('stats.payments', { count: item.count })}
            {' · '}
            {t('stats.fees', { fee: formatFiat(item.feeCents, item.fiatCurrency, language) })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
