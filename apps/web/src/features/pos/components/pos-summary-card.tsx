import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePosSummary } from '../api/get-pos-summary';
import { money } from '../money';

/** The dashboard home's count of till sales apart from other payments (last 30 days). */
export function PosSummaryCard() {
  const { t } = useTranslation();
  const summary = usePosSummary();
  if (!summary.data) return null;
  const { totals } = summary.data;
  return (
    <section
      aria-labelledby="pos-summary"
      data-testid="pos-summary"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="space-y-1">
        <h2 id="pos-summary" className="font-semibold text-slate-900 dark:text-white">
          {t('pos.summaryTitle')}
        </h2>
        {totals.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('pos.summaryNone')}</p>
        ) : (
          totals.map((total) => (
            <p key={total.fiatCurrency} className="text-sm text-slate-700 dark:text-slate-200">
              {t('pos.summaryLine', {
                count: total.count,
                amount: money(total.totalCents, total.fiatCurrency),
              })}
            </p>
          ))
        )}
      </div>
      <Link
        to="/dashboard/pos"
        className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
      >
        {t('pos.openTill')}
      </Link>
    </section>
  );
}
