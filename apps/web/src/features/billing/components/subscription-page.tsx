import type { BillingOverview } from '@incasso/shared/billing';
import { CHAINS, type ChainId } from '@incasso/shared/chains';
import {
  isUpgrade,
  type BillingInterval,
  type PaidPlanId,
  type Plan,
  type PlanId,
} from '@incasso/shared/plans';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { SettingsPageHeader } from '#components/ui/settings-page-header.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { currentLanguage } from '#i18n/index.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useBilling } from '../api/get-billing';
import { usePlans } from '../api/get-plans';
import { useKeepPlan } from '../api/keep-plan';
import { useStartUpgrade } from '../api/start-upgrade';
import { formatDay } from '../format';
import { DowngradeDialog } from './downgrade-dialog';
import { IntervalToggle } from './interval-toggle';
import { OpenCharges } from './open-charges';
import { PlanCard } from './plan-card';
import { serverPage } from '#lib/server-page.ts';

type PlanAction = 'upgrade' | 'renew' | 'switch' | 'downgrade' | 'keep' | null;

/** What a plan's card offers, given where the merchant stands. */
function actionFor(planId: PlanId, billing: BillingOverview): PlanAction {
  const paidHere = billing.renewalDate !== null;
  if (planId === 'free') {
    if (billing.plan === 'free' || !paidHere) return null;
    return billing.cancelAtPeriodEnd ? 'keep' : 'downgrade';
  }
  if (planId === billing.plan) return paidHere ? 'renew' : null;
  return isUpgrade(billing.plan, planId) ? 'upgrade' : 'switch';
}

interface SubscriptionPageProps {
  /** Told the plan the server reports, so the session (navigation, guards) follows it. */
  onPlanChanged?: (plan: PlanId) => void;
}

/**
 * /dashboard/settings/subscription: the plans side by side, monthly or yearly. Buying one makes
 * a payment request to the platform and opens its pay page; the plan changes once it is paid.
 */
export function SubscriptionPage({ onPlanChanged }: SubscriptionPageProps) {
  const { t } = useTranslation();
  const plans = usePlans();
  const billing = useBilling();
  const plan = billing.data?.plan;
  useEffect(() => {
    if (plan) onPlanChanged?.(plan);
  }, [plan, onPlanChanged]);

  return (
    <div className="space-y-6">
      <SettingsPageHeader
        title={t('settings.subscription')}
        description={t('billing.subscriptionDescription')}
      />
      {plans.data && billing.data ? (
        <PlanChooser plans={plans.data} billing={billing.data} />
      ) : plans.isError || billing.isError ? (
        <SectionLoadError
          onRetry={() => {
            void plans.refetch();
            void billing.refetch();
          }}
        />
      ) : (
        <SectionLoader />
      )}
    </div>
  );
}

function PlanChooser({ plans, billing }: { plans: Plan[]; billing: BillingOverview }) {
  const { t } = useTranslation();
  const [interval, setBillingInterval] = useState<BillingInterval>(billing.interval ?? 'monthly');
  const [chain, setChain] = useState<ChainId | undefined>(billing.paymentChains[0]);
  const [isDowngrading, setIsDowngrading] = useState(false);
  const upgrade = useStartUpgrade();
  const keep = useKeepPlan();
  const available = billing.paymentChains.length > 0;
  const planNames = Object.fromEntries(plans.map((p) => [p.id, p.name])) as Record<
    PaidPlanId,
    string
  >;

  function handleBuy(planId: PaidPlanId) {
    upgrade.mutate(
      { planId, interval, chain },
      {
        onSuccess: (checkout) => serverPage.open(checkout.payUrl),
        onError: (error) => toast.error(errorMessage(t, error, 'billing.checkoutFailed')),
      },
    );
  }

  function actionButton(planId: PlanId, action: PlanAction) {
    if (action === null) return null;
    if (action === 'downgrade') {
      return (
        <Button variant="secondary" className="w-full" onClick={() => setIsDowngrading(true)}>
          {t('billing.action.downgrade')}
        </Button>
      );
    }
    if (action === 'keep') {
      return (
        <Button
          variant="secondary"
          className="w-full"
          isBusy={keep.isPending}
          onClick={() =>
            keep.mutate(undefined, {
              onSuccess: () => toast.success(t('billing.planKept')),
              onError: (error) => toast.error(errorMessage(t, error, 'billing.downgradeFailed')),
            })
          }
        >
          {t('billing.keepPlan', { plan: billing.planName })}
        </Button>
      );
    }
    const paid = planId as PaidPlanId;
    return (
      <Button
        variant={action === 'upgrade' ? 'primary' : 'secondary'}
        className="w-full"
        disabled={!available || upgrade.isPending}
        isBusy={upgrade.isPending && upgrade.variables.planId === paid}
        onClick={() => handleBuy(paid)}
      >
        {t(`billing.action.${action}`, { plan: planNames[paid] })}
      </Button>
    );
  }

  return (
    <div className="space-y-5">
      <OpenCharges charges={billing.openCharges} planNames={planNames} />
      {!available && (
        <p role="note" className="text-sm text-amber-800 dark:text-amber-300">
          {t('billing.unavailable')}
        </p>
      )}
      {billing.cancelAtPeriodEnd && billing.renewalDate && (
        <p role="note" className="text-sm text-slate-700 dark:text-slate-200">
          {t('billing.freeFrom', { date: formatDay(billing.renewalDate, currentLanguage()) })}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <IntervalToggle value={interval} onChange={setBillingInterval} />
        {billing.paymentChains.length > 1 && (
          <SelectField
            label={t('billing.payOn')}
            value={chain}
            onChange={(event) => setChain(event.target.value as ChainId)}
          >
            {billing.paymentChains.map((id) => (
              <option key={id} value={id}>
                {CHAINS[id].name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <ul className="grid gap-4 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            interval={interval}
            isCurrent={plan.id === billing.plan}
            feeBps={plan.id === billing.plan ? billing.feeBps : plan.feeBps}
            action={actionButton(plan.id, actionFor(plan.id, billing))}
          />
        ))}
      </ul>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('billing.howItWorks')}</p>
      {billing.renewalDate && (
        <DowngradeDialog
          open={isDowngrading}
          onClose={() => setIsDowngrading(false)}
          planName={billing.planName}
          renewalDate={billing.renewalDate}
        />
      )}
    </div>
  );
}
