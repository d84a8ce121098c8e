import type { BillingHistoryItem } from '@incasso/shared/billing';
import type { PaidPlanId } from '@incasso/shared/plans';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '#components/ui/data-table.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { apiUrl } from '#lib/api-client.ts';
import { fiat } from '#lib/format.ts';
import { chargeLabel, formatDay } from '../format';

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
        <DataTable<BillingHistoryItem>
          label={t('billing.historyTitle')}
          rows={items}
          rowKey={(item) => item.id}
          isBare
          columns={[
            {
              key: 'item',
              header: t('billing.item'),
              isPrimary: true,
              cell: (item) => (
                <>
                  <span className="text-slate-900 dark:text-white">
                    {chargeLabel(t, item, planNames)}
                  </span>
                  {item.periodStart && item.periodEnd && (
                    <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                      {t('billing.period', {
                        from: day(item.periodStart),
                        to: day(item.periodEnd),
                      })}
                    </span>
                  )}
                  {item.reversedAt && (
                    <span className="block text-xs font-normal text-amber-700 dark:text-amber-400">
                      {t('billing.reversed', { day: day(item.reversedAt) })}
                    </span>
                  )}
                </>
              ),
            },
            {
              key: 'paidOn',
              header: t('billing.paidOn'),
              cell: (item) => <time dateTime={item.paidAt}>{day(item.paidAt)}</time>,
            },
            {
              key: 'amount',
              header: t('billing.amount'),
              align: 'end',
              cell: (item) => (
                <span className="font-semibold">{fiat(item.amountCents, item.currency)}</span>
              ),
            },
            {
              key: 'receipt',
              header: t('billing.receipt'),
              cell: (item) => (
                <a
                  href={apiUrl(item.receiptUrl)}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  <FileDown aria-hidden className="size-4" />
                  {t('billing.receiptLink', { number: item.receiptNumber })}
                </a>
              ),
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
