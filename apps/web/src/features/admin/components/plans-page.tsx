import { useTranslation } from 'react-i18next';
import { AdminPlanUpdateSchema, type AdminPlanUpdate } from '@incasso/shared/admin';
import { centsToDecimalString, FIAT_AMOUNT_TEXT_MAX, parseFiatAmount } from '@incasso/shared/money';
import { PLAN_FEATURES, PLAN_NAME_MAX, type Plan, type PlanFeature } from '@incasso/shared/plans';
import { Button } from '#components/ui/button.tsx';
import { SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useAdminPlans, useUpdatePlan } from '../api/admin-plans';
import { FEE_PERCENT_TEXT_MAX, feePercentText, parseFeePercent } from '../fee-percent';
import { AdminLoadError } from './admin-load-error';

/** A price typed in euro ("9", "9.90") as cents; null when it is not one. */
function priceCents(text: string): number | null {
  const parsed = parseFiatAmount(text);
  return parsed.ok ? parsed.cents : null;
}

/** The text of a refused field: the typed amounts say how to write them. */
const FIELD_TEXTS: Partial<Record<string, string>> = {
  feeBps: 'admin.user.customFeeInvalid',
  monthlyCents: 'admin.plans.priceInvalid',
  yearlyCents: 'admin.plans.priceInvalid',
};

interface PlanDraft {
  name: string;
  fee: string;
  monthly: string;
  yearly: string;
  features: PlanFeature[];
}

function PlanForm({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const update = useUpdatePlan();
  const form = useSchemaForm<PlanDraft, AdminPlanUpdate>({
    schema: AdminPlanUpdateSchema,
    initial: {
      name: plan.name,
      fee: feePercentText(plan.feeBps),
      monthly: centsToDecimalString(plan.monthlyCents),
      yearly: centsToDecimalString(plan.yearlyCents),
      features: plan.features,
    },
    // A plan always has a fee: an empty one is refused like a wrong one.
    toInput: ({ fee, monthly, yearly, ...values }) => ({
      ...values,
      feeBps: parseFeePercent(fee),
      monthlyCents: priceCents(monthly),
      yearlyCents: priceCents(yearly),
    }),
    onSubmit: async (values) => {
      await update.mutateAsync({ id: plan.id, values });
      toast.success(t('admin.plans.saved', { plan: values.name }));
    },
    onError: (error, fields) => {
      if (Object.keys(fields).length === 0) {
        toast.error(errorMessage(t, error, 'admin.plans.saveFailed'));
      }
    },
    message: (key, field) =>
      t(FIELD_TEXTS[field] ?? `errors.${key}`, { defaultValue: t('errors.invalidInput') }),
  });
  const { name, fee, monthly, yearly, features } = form.values;
  // Amounts are checked as they are typed; the schema and the server add theirs on saving.
  const isFeeInvalid = typeof parseFeePercent(fee) !== 'number';
  const isMonthlyInvalid = priceCents(monthly) === null;
  const isYearlyInvalid = priceCents(yearly) === null;
  const valid = name.trim() !== '' && !isFeeInvalid && !isMonthlyInvalid && !isYearlyInvalid;

  return (
    <SectionCard
      title={plan.name}
      description={t('admin.plans.features', {
        features: plan.features.length
          ? plan.features.map((f) => t(`admin.plans.feature.${f}`)).join(', ')
          : t('admin.plans.noFeatures'),
      })}
    >
      <form onSubmit={form.handleSubmit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <TextField
          label={t('admin.plans.name')}
          maxLength={PLAN_NAME_MAX}
          {...form.field('name')}
        />
        <TextField
          label={t('admin.plans.fee')}
          inputMode="decimal"
          maxLength={FEE_PERCENT_TEXT_MAX}
          {...form.field('fee')}
          error={isFeeInvalid ? t('admin.user.customFeeInvalid') : form.errorOf('feeBps')}
        />
        <TextField
          label={t('admin.plans.monthly')}
          inputMode="decimal"
          maxLength={FIAT_AMOUNT_TEXT_MAX}
          {...form.field('monthly')}
          error={isMonthlyInvalid ? t('admin.plans.priceInvalid') : form.errorOf('monthlyCents')}
        />
        <TextField
          label={t('admin.plans.yearly')}
          inputMode="decimal"
          maxLength={FIAT_AMOUNT_TEXT_MAX}
          {...form.field('yearly')}
          error={isYearlyInvalid ? t('admin.plans.priceInvalid') : form.errorOf('yearlyCents')}
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
                    form.set(({ features: current }) => ({
                      features: e.target.checked
                        ? PLAN_FEATURES.filter((f) => f === feature || current.includes(f))
                        : current.filter((f) => f !== feature),
                    }))
                  }
                />
                {t(`admin.plans.feature.${feature}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <Button type="submit" isBusy={form.isSubmitting} disabled={!valid}>
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
