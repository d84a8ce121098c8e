import type { PaidPlanId, PlanId } from '@incasso/shared/plans';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SettingsPageHeader } from '#components/ui/settings-page-header.tsx';
import { useBilling } from '../api/get-billing';
import { usePlans } from '../api/get-plans';
import { BillingHistory } from './billing-history';
import { FeeBalanceCard } from './fee-balance-card';
import { OpenCharges } from './open-charges';
import { PlanStatusCard } from './plan-status-card';

interface BillingPageProps {
  /** Told the plan the server reports, so the session (navigation, guards) follows it. */
  onPlanChanged?: (plan: PlanId) => void;
}

/** /dashboard/settings/billing: the plan and its paid time, fees owed, payments made. */
export function BillingPage({ onPlanChanged }: BillingPageProps) {
  const { t } = useTranslation();
  const billing = useBilling();
  const plans = usePlans();
  const plan = billing.data?.plan;
  useEffect(() => {
    if (plan) onPlanChanged?.(plan);
  }, [plan, onPlanChanged]);
  const planNames: Partial<Record<PaidPlanId, string>> = Object.fromEntries(
    (plans.data ?? []).map((p) => [p.id, p.name]),
  );

  return (
    <div className="space-y-6">
      <SettingsPageHeader title={t('settings.billing')} description={t('billing.description')} />
      {billing.data ? (
        <>
          <OpenCharges charges={billing.data.openCharges} planNames={planNames} />
          <PlanStatusCard billing={billing.data} planNames={planNames} />
          <FeeBalanceCard
            balances={billing.data.feeBalance}
            chain={billing.data.paymentChains[0]}
          />
          <BillingHistory items={billing.data.history} planNames={planNames} />
        </>
      ) : billing.isError ? (
        <SectionLoadError onRetry={() => void billing.refetch()} />
      ) : (
        <SectionLoader />
      )}
    </div>
  );
}
