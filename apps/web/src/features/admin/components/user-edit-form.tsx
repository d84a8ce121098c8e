import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_NAME_MAX, ACCOUNT_TYPES, type AccountType } from '@incasso/shared/accounts/auth';
import type { AdminUserDetail, AdminUserUpdate } from '@incasso/shared/admin';
import { PLAN_IDS, type PlanId } from '@incasso/shared/plans';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useChangeAdminUser } from '../api/change-admin-user';
import { feePercentText, parseFeePercent } from '../fee-percent';

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
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [accountType, setAccountType] = useState<AccountType>(profile.accountType);
  const [planId, setPlanId] = useState<PlanId>(profile.plan);
  const [isAdmin, setIsAdmin] = useState(profile.isAdmin);
  const [fee, setFee] = useState(feePercentText(profile.customFeeBps));
  const customFeeBps = parseFeePercent(fee);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (customFeeBps === 'invalid') return;
    const changes: AdminUserUpdate = { displayName, accountType, planId, isAdmin, customFeeBps };
    change.mutate(
      { kind: 'update', changes },
      {
        onSuccess: () => toast.success(t('admin.user.updated')),
        onError: (error) => toast.error(errorMessage(t, error, 'admin.user.updateFailed')),
      },
    );
  }

  return (
    <SectionCard title={t('admin.user.edit')}>
      <form onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
        <TextField
          label={t('admin.user.displayName')}
          value={displayName}
          maxLength={DISPLAY_NAME_MAX}
          onChange={(event) => setDisplayName(event.target.value)}
        />
        <SelectField
          label={t('admin.usersPage.accountType')}
          value={accountType}
          onChange={(e) => setAccountType(e.target.value as AccountType)}
        >
          {ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.accountType.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.usersPage.plan')}
          value={planId}
          onChange={(e) => setPlanId(e.target.value as PlanId)}
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
          value={fee}
          maxLength={6}
          error={customFeeBps === 'invalid' ? t('admin.user.customFeeInvalid') : undefined}
          onChange={(event) => setFee(event.target.value)}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2 dark:text-slate-200">
          <input
            type="checkbox"
            checked={isAdmin}
            disabled={isSelf}
            onChange={(event) => setIsAdmin(event.target.checked)}
          />
          {t('admin.user.isAdmin')}
          {isSelf && (
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {t('admin.user.selfRole')}
            </span>
          )}
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" isBusy={change.isPending} disabled={customFeeBps === 'invalid'}>
            {t('admin.user.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
