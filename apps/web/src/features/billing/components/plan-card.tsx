import { formatFiat } from '@incasso/shared/money';
import { planPriceCents, type BillingInterval, type Plan } from '@incasso/shared/plans';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#i18n/index.ts';
import { feePercent } from '../format';

interface PlanCardProps {
  plan: Plan;
  interval: BillingInterval;
  isCurrent: boolean;
  /** The fee this merchant pays on the plan: an administrator's override for the account. */
  feeBps: number;
  /** The card's button (upgrade, renew, downgrade...), if any. */
  action?: ReactNode;
}

/** One plan: its price for the chosen interval, the fee on payments, what it unlocks. */
export function PlanCard({ plan, interval, isCurrent, feeBps, action }: PlanCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const price = planPriceCents(plan, interval);
  const saving = plan.monthlyCents * 12 - plan.yearlyCents;
  const features =
    plan.features.length === 0
      ? [t('billing.features.basic')]
      : plan.features.map((feature) => t(`billing.features.${feature}`));
  return (
    <li
      aria-current={isCurrent || undefined}
      className={clsx(
        'flex flex-col rounded-2xl border bg-white p-5 shadow-sm dark:bg-slate-900',
        isCurrent
          ? 'border-indigo-500 ring-2 ring-indigo-500/30 dark:border-indigo-400'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">{plan.name}</h3>
        {isCurrent && (
          <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
            {t('billing.currentPlan')}
          </span>
        )}
      </div>
      <p className="mt-3">
        <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
          {formatFiat(price, plan.currency, language)}
        </span>{' '}
        <span className="text-sm text-slate-500 dark:text-slate-400">
          {t(`billing.per.${interval}`)}
        </span>
      </p>
      {interval === 'yearly' && saving > 0 && (
        <p className="text-xs font-medium text-emerald-700 dark:text-emerald-400">
          {t('billing.yearlySaving', { amount: formatFiat(saving, plan.currency, language) })}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {t('billing.feeOnPayments', { percent: feePercent(feeBps, language) })}
      </p>
      <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700 dark:text-slate-200">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
      {action && <div className="mt-5">{action}</div>}
    </li>
  );
}
