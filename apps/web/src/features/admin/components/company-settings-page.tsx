import { useTranslation } from 'react-i18next';
import {
  COMPANY_DETAILS_MAX,
  COMPANY_NAME_MAX,
  CompanySettingsInputSchema,
  type CompanySettings,
  type CompanySettingsInput,
} from '@incasso/shared/admin';
import { EMAIL_MAX } from '@incasso/shared/accounts/auth';
import { Button } from '#components/ui/button.tsx';
import { SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { TextAreaField } from '#components/ui/text-area-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useCompanySettings, useSaveCompanySettings } from '../api/company-settings';
import { getAdminUsers } from '../api/get-admin-users';
import { AdminLoadError } from './admin-load-error';

/** The account an email names, found through the user search; null when there is none. */
async function accountIdOf(email: string): Promise<string | null> {
  const { items } = await getAdminUsers({ q: email, pageSize: 5 });
  return items.find((user) => user.email === email.toLowerCase())?.id ?? null;
}

interface CompanyDraft {
  companyName: string;
  companyDetails: string;
  platformEmail: string;
  walletIds: string[];
}

function CompanyForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const save = useSaveCompanySettings();
  const isSameAccount = (email: string) =>
    email.trim().toLowerCase() === (settings.platformAccount?.email ?? '');
  const form = useSchemaForm<CompanyDraft, CompanySettingsInput>({
    schema: CompanySettingsInputSchema,
    initial: {
      companyName: settings.companyName,
      companyDetails: settings.companyDetails,
      platformEmail: settings.platformAccount?.email ?? '',
      walletIds: settings.wallets.filter((w) => w.receiving).map((w) => w.id),
    },
    // The account is found by its email once the rest is valid: the schema checks the rest.
    toInput: (draft) => ({
      companyName: draft.companyName,
      companyDetails: draft.companyDetails,
      platformUserId: null,
      // Another account's wallets are chosen once its list is shown, after this save.
      walletIds: isSameAccount(draft.platformEmail) ? draft.walletIds : [],
    }),
    onSubmit: async (input, { values, setErrors }) => {
      const email = values.platformEmail.trim();
      let platformUserId: string | null = null;
      if (email) {
        platformUserId = await accountIdOf(email).catch(() => null);
        if (!platformUserId) {
          setErrors({ platformEmail: 'userNotFound' });
          return;
        }
      }
      await save.mutateAsync({ ...input, platformUserId });
      toast.success(t('admin.company.saved'));
    },
    onError: (error, fields) => {
      if (Object.keys(fields).length === 0) {
        toast.error(errorMessage(t, error, 'admin.company.saveFailed'));
      }
    },
    fieldOf: { platformUserId: 'platformEmail' },
  });
  const { companyName, platformEmail, walletIds } = form.values;
  const sameAccount = isSameAccount(platformEmail);

  return (
    <form onSubmit={form.handleSubmit} className="space-y-6" noValidate>
      <SectionCard title={t('admin.company.legal')}>
        <div className="space-y-3">
          <TextField
            label={t('admin.company.name')}
            maxLength={COMPANY_NAME_MAX}
            {...form.field('companyName')}
          />
          <TextAreaField
            label={t('admin.company.details')}
            maxLength={COMPANY_DETAILS_MAX}
            {...form.field('companyDetails')}
          />
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
            maxLength={EMAIL_MAX}
            hint={t('admin.company.platformAccountHint')}
            {...form.field('platformEmail')}
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
                      form.set(({ walletIds: ids }) => ({
                        walletIds: e.target.checked
                          ? [...ids, wallet.id]
                          : ids.filter((id) => id !== wallet.id),
                      }))
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
      <Button type="submit" isBusy={form.isSubmitting} disabled={companyName.trim() === ''}>
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
