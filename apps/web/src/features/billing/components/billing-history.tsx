import type { BillingHistoryItem } from '@incasso/shared/billing';
import { formatFiat } from '@incasso/shared/money';
import type { PaidPlanId } from '@incasso/shared/plans';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { apiUrl } from '#lib/api-client.ts';
import { chargeLabel, formatDay } from '../format';

const HEAD =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
const CELL = 'px-3 py-2 align-top';

interface BillingHistoryProps {
  items: BillingHistoryItem[];
  planNames: Partial<Record<PaidPlanId, string>>;
}

/** What the merchant paid the platform, newest first, each with its receipt. */
export function BillingHistory({ items, planNames }: BillingHistoryProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const day = (iso: string) => formatDay(iso, language);
  return (
    <SectionCard title={t('billing.historyTitle')}>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('billing.noHistory')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
            <caption className="sr-only">{t('billing.historyTitle')}</caption>
            <thead>
              <tr>
                <th scope="col" className={HEAD}>
                  {t('billing.paidOn')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('billing.item')}
                </th>
                <th scope="col" className={`${HEAD} text-right`}>
                  {t('billing.amount')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('billing.receipt')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {items.map((item) => (
                <tr key={item.id}>
                  <td className={`${CELL} whitespace-nowrap text-slate-600 dark:text-slate-300`}>
                    <time dateTime={item.paidAt}>{day(item.paidAt)}</time>
                  </td>
                  <td className={CELL}>
                    <span className="text-slate-900 dark:text-white">
                      {chargeLabel(t, item, planNames)}
                    </span>
                    {item.periodStart && item.periodEnd && (
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        {t('billing.period', {
                          from: day(item.periodStart),
                          to: day(item.periodEnd),
                        })}
                      </span>
                    )}
                    {item.reversedAt && (
                      <span className="block text-xs text-amber-700 dark:text-amber-400">
                        {t('billing.reversed', { day: day(item.reversedAt) })}
                      </span>
                    )}
                  </td>
                  <td
                    className={`${CELL} text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums dark:text-white`}
                  >
                    {formatFiat(item.amountCents, item.currency, language)}
                  </td>
                  <td className={CELL}>
                    <a
                      href={apiUrl(item.receiptUrl)}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                    >
                      <FileDown aria-hidden className="size-4" />
                      {t('billing.receiptLink', { number: item.receiptNumber })}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
