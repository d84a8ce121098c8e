import { formatFiat } from '@incasso/shared/money';
import type { RevenueTrend } from '@incasso/shared/insights';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { changePercent } from '../insight-format';
import { Figure } from './figure';

function ChangeNote({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation();
  const change = changePercent(current, previous);
  if (change === null) return <>{t('insights.noPrevious')}</>;
  const tone =
    change > 0
      ? 'text-emerald-700 dark:text-emerald-400'
      : change < 0
        ? 'text-rose-700 dark:text-rose-400'
        : '';
  return (
    <span className={tone}>
      {t('insights.change', { change: change > 0 ? `+${change}` : change })}
    </span>
  );
}

/** Revenue, payments and average ticket per fiat currency, against the period before. */
export function RevenueTrendCards({ revenue }: { revenue: RevenueTrend[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <>
      {revenue.map((trend) => (
        <SectionCard
          key={trend.fiatCurrency}
          headingLevel={2}
          title={t('insights.revenueIn', { currency: trend.fiatCurrency })}
        >
          <dl className="grid gap-4 sm:grid-cols-3">
            <Figure
              label={t('insights.revenue')}
              value={formatFiat(trend.revenueCents, trend.fiatCurrency, language)}
              note={
                <ChangeNote current={trend.revenueCents} previous={trend.previousRevenueCents} />
              }
            />
            <Figure
              label={t('insights.payments')}
              value={String(trend.count)}
              note={<ChangeNote current={trend.count} previous={trend.previousCount} />}
            />
            <Figure
              label={t('insights.averageTicket')}
              value={
                trend.averageTicketCents === null
                  ? '—'
                  : formatFiat(trend.averageTicketCents, trend.fiatCurrency, language)
              }
            />
          </dl>
        </SectionCard>
      ))}
    </>
  );
}
