import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToDecimalString, parseFiatAmount } from '@incasso/shared/money';
import { PLAN_FEATURES, PLAN_NAME_MAX, type Plan, type PlanFeature } from '@incasso/shared/plans';
import { Button } from '#components/ui/button.tsx';
import { SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useAdminPlans, useUpdatePlan } from '../api/admin-plans';
import { feePercentText, parseFeePercent } from '../fee-percent';
import { AdminLoadError } from './admin-load-error';

/** A price typed in euro ("9", "9.90") as cents; null when it is not one. */
function priceCents(text: string): number | null {
  const parsed = parseFiatAmount(text);
  return parsed.ok ? parsed.cents : null;
}

function PlanForm({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const update = useUpdatePlan();
  const [name, setName] = useState(plan.name);
  const [fee, setFee] = useState(feePercentText(plan.feeBps));
  const [monthly, setMonthly] = useState(centsToDecimalString(plan.monthlyCents));
  const [yearly, setYearly] = useState(centsToDecimalString(plan.yearlyCents));
  const [features, setFeatures] = useState<PlanFeature[]>(plan.features);
  const feeBps = parseFeePercent(fee);
  const monthlyCents = priceCents(monthly);
  const yearlyCents = priceCents(yearly);
  const valid =
    name.trim() !== '' &&
    typeof feeBps === 'number' &&
    monthlyCents !== null &&
    yearlyCents !== null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    update.mutate(
      { id: plan.id, values: { name: name.trim(), feeBps, monthlyCents, yearlyCents, features } },
      {
        onSuccess: () => toast.success(t('admin.plans.saved', { plan: name.trim() })),
        onError: (error) => toast.error(errorMessage(t, error, 'admin.plans.saveFailed')),
      },
    );
  }

  return (
    <SectionCard
      title={plan.name}
      description={t('admin.plans.features', {
        features: plan.features.length
          ? plan.features.map((f) => t(`admin.plans.feature.${f}`)).join(', ')
          : t('admin.plans.noFeatures'),
      })}
    >
      <form onSubmit={handleSubmit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <TextField
          label={t('admin.plans.name')}
          value={name}
          maxLength={PLAN_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={t('admin.plans.fee')}
          inputMode="decimal"
          value={fee}
          error={typeof feeBps === 'number' ? undefined : t('admin.user.customFeeInvalid')}
          onChange={(e) => setFee(e.target.value)}
        />
        <TextField
          label={t('admin.plans.monthly')}
          inputMode="decimal"
          value={monthly}
          error={monthlyCents === null ? t('admin.plans.priceInvalid') : undefined}
          onChange={(e) => setMonthly(e.target.value)}
        />
        <TextField
          label={t('admin.plans.yearly')}
          inputMode="decimal"
          value={yearly}
          error={yearlyCents === null ? t('admin.plans.priceInvalid') : undefined}
          onChange={(e) => setYearly(e.target.value)}
        />
        <fieldset className="space-y-2 sm:col-span-2">
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('admin.plans.unlocks')}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PLAN_FEATURES.map((feature) => (
              <label
                key={feature}
                className="flex min-h-6 items-center gap-2 text-sm text-slate-800 dark:text-slate-100"
              >
                <input
                  type="checkbox"
                  checked={features.includes(feature)}
                  onChange={(e) =>
                    setFeatures((current) =>
                      e.target.checked
                        ? PLAN_FEATURES.filter((f) => f === feature || current.includes(f))
                        : current.filter((f) => f !== feature),
                    )
                  }
                />
                {t(`admin.plans.feature.${feature}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <Button type="submit" isBusy={update.isPending} disabled={!valid}>
            {t('admin.plans.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

/** /admin/plans: name, fee, prices and features of Free, Plus and Premium. */
export function PlansPage() {
  const { t } = useTranslation();
  const plans = useAdminPlans();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">
          {t('admin.plansNav')}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('admin.plans.intro')}</p>
      </div>
      {plans.isPending ? (
        <SectionLoader />
      ) : plans.isError ? (
        <AdminLoadError messageKey="loadState.error" onRetry={() => void plans.refetch()} />
      ) : (
        plans.data.map((plan) => (
          <PlanForm
            key={`${plan.id}-${plan.feeBps}-${plan.monthlyCents}-${plan.yearlyCents}-${plan.features.join()}`}
            plan={plan}
          />
        ))
      )}
    </div>
  );
}
