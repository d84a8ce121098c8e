import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_DETAILS_MAX, COMPANY_NAME_MAX, type CompanySettings } from '@incasso/shared/admin';
import { EMAIL_MAX } from '@incasso/shared/accounts/auth';
import { Button } from '#components/ui/button.tsx';
import { SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { inputClasses, TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useCompanySettings, useSaveCompanySettings } from '../api/company-settings';
import { getAdminUsers } from '../api/get-admin-users';
import { AdminLoadError } from './admin-load-error';

/** The account an email names, found through the user search; null when there is none. */
async function accountIdOf(email: string): Promise<string | null> {
  const { items } = await getAdminUsers({ q: email, pageSize: 5 });
  return items.find((user) => user.email === email.toLowerCase())?.id ?? null;
}

function CompanyForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const save = useSaveCompanySettings();
  const [companyName, setCompanyName] = useState(settings.companyName);
  const [companyDetails, setCompanyDetails] = useState(settings.companyDetails);
  const [platformEmail, setPlatformEmail] = useState(settings.platformAccount?.email ?? '');
  const [walletIds, setWalletIds] = useState(
    settings.wallets.filter((w) => w.receiving).map((w) => w.id),
  );
  const [resolving, setResolving] = useState(false);
  const sameAccount =
    platformEmail.trim().toLowerCase() === (settings.platformAccount?.email ?? '');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const email = platformEmail.trim();
    let platformUserId: string | null = null;
    if (email) {
      setResolving(true);
      platformUserId = await accountIdOf(email).catch(() => null);
      setResolving(false);
      if (!platformUserId) {
        toast.error(t('errors.userNotFound'));
        return;
      }
    }
    save.mutate(
      {
        companyName: companyName.trim(),
        companyDetails: companyDetails.trim(),
        platformUserId,
        // Another account's wallets are chosen once its list is shown, after this save.
        walletIds: sameAccount ? walletIds : [],
      },
      {
        onSuccess: () => toast.success(t('admin.company.saved')),
        onError: (error) => toast.error(errorMessage(t, error, 'admin.company.saveFailed')),
      },
    );
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-6" noValidate>
      <SectionCard title={t('admin.company.legal')}>
        <div className="space-y-3">
          <TextField
            label={t('admin.company.name')}
            value={companyName}
            maxLength={COMPANY_NAME_MAX}
            onChange={(e) => setCompanyName(e.target.value)}
          />
          <label className="block space-y-1.5">
            <span className="text-sm font-medium text-slate-700 dark:text-slate-200">
              {t('admin.company.details')}
            </span>
            <textarea
              className={`${inputClasses} h-24 py-2`}
              value={companyDetails}
              maxLength={COMPANY_DETAILS_MAX}
              onChange={(e) => setCompanyDetails(e.target.value)}
            />
          </label>
        </div>
      </SectionCard>
      <SectionCard
        title={t('admin.company.receiving')}
        description={t('admin.company.receivingIntro')}
      >
        <div className="space-y-3">
          <TextField
            label={t('admin.company.platformAccount')}
            type="email"
            value={platformEmail}
            maxLength={EMAIL_MAX}
            hint={t('admin.company.platformAccountHint')}
            onChange={(e) => setPlatformEmail(e.target.value)}
          />
          {sameAccount && settings.wallets.length > 0 && (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
                {t('admin.company.wallets')}
              </legend>
              {settings.wallets.map((wallet) => (
                <label
                  key={wallet.id}
                  className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-100"
                >
                  <input
                    type="checkbox"
                    checked={walletIds.includes(wallet.id)}
                    onChange={(e) =>
                      setWalletIds((ids) =>
                        e.target.checked
                          ? [...ids, wallet.id]
                          : ids.filter((id) => id !== wallet.id),
                      )
                    }
                  />
                  {wallet.name} · {wallet.chain}
                  <span className="truncate font-mono text-xs text-slate-500 dark:text-slate-400">
                    {wallet.address}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {sameAccount && settings.platformAccount && settings.wallets.length === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t('admin.company.noWallets')}
            </p>
          )}
          {walletIds.length === 0 && (
            <p role="note" className="text-sm text-amber-700 dark:text-amber-300">
              {t('admin.company.notReceiving')}
            </p>
          )}
        </div>
      </SectionCard>
      <Button
        type="submit"
        isBusy={save.isPending || resolving}
        disabled={companyName.trim() === ''}
      >
        {t('admin.company.save')}
      </Button>
    </form>
  );
}

/** /admin/settings: SPEC's Company Settings. */
export function CompanySettingsPage() {
  const { t } = useTranslation();
  const settings = useCompanySettings();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">
        {t('admin.settingsNav')}
      </h1>
      {settings.isPending ? (
        <SectionLoader />
      ) : settings.isError ? (
        <AdminLoadError messageKey="loadState.error" onRetry={() => void settings.refetch()} />
      ) : (
        <CompanyForm key={JSON.stringify(settings.data)} settings={settings.data} />
      )}
    </div>
  );
}
