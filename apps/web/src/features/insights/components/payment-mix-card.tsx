import { CHAINS } from '@incasso/shared/chains';
import { currencySymbol } from '@incasso/shared/currencies';
import type { Insights } from '@incasso/shared/insights';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { formatShare } from '#lib/format-share.ts';

interface MixRow {
  key: string;
  label: string;
  count: number;
  shareBps: number;
}

function MixList({ title, rows }: { title: string; rows: MixRow[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-700 dark:text-slate-200">{title}</h3>
      <ul className="mt-2 space-y-2">
        {rows.map((row) => (
          <li key={row.key} className="text-sm">
            <div className="flex justify-between gap-2 text-slate-800 dark:text-slate-100">
              <span>{row.label}</span>
              <span className="tabular-nums">
                {formatShare(row.shareBps, language)} ·{' '}
                {t('insights.paymentCount', { count: row.count })}
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden>
              <div
                className="h-2 rounded-full bg-indigo-600 dark:bg-indigo-400"
                style={{ width: `${row.shareBps / 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Which coins and chains the period's payers used. */
export function PaymentMixCard({ coins, chains }: Pick<Insights, 'coins' | 'chains'>) {
  const { t } = useTranslation();
  return (
    <SectionCard headingLevel={2} title={t('insights.mix')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <MixList
          title={t('insights.coins')}
          rows={coins.map((row) => ({
            key: row.currency,
            label: currencySymbol(row.currency),
            ...row,
          }))}
        />
        <MixList
          title={t('insights.chains')}
          rows={chains.map((row) => ({ key: row.chain, label: CHAINS[row.chain].name, ...row }))}
        />
      </div>
    </SectionCard>
  );
}
