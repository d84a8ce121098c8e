import type { BillingOverview } from '@incasso/shared/billing';
import type { PaidPlanId } from '@incasso/shared/plans';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#components/ui/button-classes.ts';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { feePercent, formatDay } from '../format';

interface PlanStatusCardProps {
  billing: BillingOverview;
  planNames: Partial<Record<PaidPlanId, string>>;
}

/** The plan now: its status, the paid time and what follows it, the fee on payments. */
export function PlanStatusCard({ billing, planNames }: PlanStatusCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const day = (iso: string) => formatDay(iso, language);
  const isGrace = billing.status === 'grace';
  const rows: [string, string][] = [[t('billing.feeLabel'), feePercent(billing.feeBps, language)]];
  if (billing.interval)
    rows.unshift([t('billing.intervalLabel'), t(`billing.interval.${billing.interval}`)]);
  if (billing.renewalDate) rows.push([t('billing.paidUntil'), day(billing.renewalDate)]);
  return (
    <SectionCard
      title={t('billing.currentPlanTitle', { plan: billing.planName })}
      aside={
        <span
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            isGrace
              ? 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300'
              : 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
          )}
        >
          {t(`billing.status.${billing.status}`)}
        </span>
      }
    >
      <dl className="grid gap-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-200">
        {isGrace && billing.graceEndsAt && (
          <p role="alert">{t('billing.graceNote', { date: day(billing.graceEndsAt) })}</p>
        )}
        {billing.cancelAtPeriodEnd && billing.renewalDate && (
          <p>{t('billing.freeFrom', { date: day(billing.renewalDate) })}</p>
        )}
        {billing.upcoming && (
          <p>
            {t('billing.upcoming', {
              plan: planNames[billing.upcoming.planId] ?? billing.upcoming.planId,
              interval: t(`billing.interval.${billing.upcoming.interval}`),
              date: day(billing.upcoming.startsAt),
            })}
          </p>
        )}
        {billing.plan !== 'free' && !billing.renewalDate && <p>{t('billing.assignedPlan')}</p>}
      </div>
      <Link
        to="/dashboard/settings/subscription"
        className={buttonClasses('secondary', 'sm', 'mt-4')}
      >
        {billing.renewalDate ? t('billing.renewOrChange') : t('billing.seePlans')}
      </Link>
    </SectionCard>
  );
}
