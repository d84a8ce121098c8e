import { useTranslation } from 'react-i18next';
import { DISPLAY_NAME_MAX, ACCOUNT_TYPES, type AccountType } from '@incasso/shared/accounts/auth';
import { AdminUserUpdateSchema, type AdminUserDetail } from '@incasso/shared/admin';
import { PLAN_IDS, type PlanId } from '@incasso/shared/plans';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useChangeAdminUser } from '../api/change-admin-user';
import { FEE_PERCENT_TEXT_MAX, feePercentText, parseFeePercent } from '../fee-percent';

/** Edit user data: name, account type, plan, administrator role and the custom fee. */
export function UserEditForm({
  profile,
  isSelf,
}: {
  profile: AdminUserDetail['profile'];
  isSelf: boolean;
}) {
  const { t } = useTranslation();
  const change = useChangeAdminUser(profile.id);
  const form = useSchemaForm({
    schema: AdminUserUpdateSchema,
    initial: {
      displayName: profile.displayName,
      accountType: profile.accountType,
      planId: profile.plan,
      isAdmin: profile.isAdmin,
      fee: feePercentText(profile.customFeeBps),
    },
    check: ({ fee }) => (parseFeePercent(fee) === 'invalid' ? { customFeeBps: 'invalidFee' } : {}),
    toInput: ({ fee, ...values }) => ({ ...values, customFeeBps: parseFeePercent(fee) }),
    onSubmit: async (changes) => {
      await change.mutateAsync({ kind: 'update', changes });
      toast.success(t('admin.user.updated'));
    },
    onError: (error) => toast.error(errorMessage(t, error, 'admin.user.updateFailed')),
  });
  const isFeeInvalid = parseFeePercent(form.values.fee) === 'invalid';

  return (
    <SectionCard title={t('admin.user.edit')}>
      <form onSubmit={form.handleSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
        <TextField
          label={t('admin.user.displayName')}
          {...form.field('displayName')}
          maxLength={DISPLAY_NAME_MAX}
        />
        <SelectField
          label={t('admin.usersPage.accountType')}
          value={form.values.accountType}
          onChange={(e) => form.set({ accountType: e.target.value as AccountType })}
        >
          {ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.accountType.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.usersPage.plan')}
          value={form.values.planId}
          onChange={(e) => form.set({ planId: e.target.value as PlanId })}
        >
          {PLAN_IDS.map((plan) => (
            <option key={plan} value={plan}>
              {t(`admin.plan.${plan}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('admin.user.customFee')}
          hint={t('admin.user.customFeeHint', { fee: feePercentText(profile.feeBps) })}
          inputMode="decimal"
          value={form.values.fee}
          maxLength={FEE_PERCENT_TEXT_MAX}
          error={isFeeInvalid ? t('admin.user.customFeeInvalid') : form.errorOf('customFeeBps')}
          onChange={(event) => form.set({ fee: event.target.value })}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2 dark:text-slate-200">
          <input
            type="checkbox"
            checked={form.values.isAdmin}
            disabled={isSelf}
            onChange={(event) => form.set({ isAdmin: event.target.checked })}
          />
          {t('admin.user.isAdmin')}
          {isSelf && (
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {t('admin.user.selfRole')}
            </span>
          )}
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" isBusy={form.isSubmitting} disabled={isFeeInvalid}>
            {t('admin.user.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
