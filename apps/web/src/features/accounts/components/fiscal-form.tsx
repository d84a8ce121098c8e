import { FiscalDataSchema, type FiscalProfile } from '@incasso/shared/accounts/fiscal';
import { clsx } from 'clsx';
import { Building2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useSaveFiscalData } from '../api/save-fiscal-data';
import { FISCAL_FIELDS, initialFiscalValues } from './fiscal-fields';

/**
 * Fiscal data for a business (company, VAT number, legal address) or personal data for a
 * private account (names, codice fiscale), checked with the server's own schema first.
 */
export function FiscalForm({ profile }: { profile: FiscalProfile }) {
  const { t } = useTranslation();
  const { accountType } = profile;
  const save = useSaveFiscalData();
  const prefix = `settingsProfile.fiscal.${accountType}`;
  const form = useSchemaForm({
    schema: FiscalDataSchema,
    initial: () => initialFiscalValues(profile),
    toInput: (values) => ({ ...values, accountType }),
    onSubmit: async (input, { reset }) => {
      reset(initialFiscalValues(await save.mutateAsync(input)));
      toast.success(t('settingsProfile.fiscal.saved'));
    },
    onError: () => toast.error(t('settingsProfile.fiscal.notSaved')),
    message: (key) => t(`settingsProfile.fieldErrors.${key}`),
  });

  const Icon = accountType === 'business' ? Building2 : UserRound;
  return (
    <SectionCard
      title={t(`${prefix}.title`)}
      description={t(`${prefix}.description`)}
      aside={
        <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <Icon aria-hidden className="size-3.5" />
          {t(`${prefix}.badge`)}
        </span>
      }
    >
      <form onSubmit={form.handleSubmit} noValidate className="grid max-w-2xl gap-5 sm:grid-cols-2">
        {FISCAL_FIELDS[accountType].map((field) => (
          <TextField
            key={field.name}
            label={t(`${prefix}.${field.name}`)}
            hint={field.hasHint ? t(`${prefix}.${field.name}Hint`) : undefined}
            value={form.values[field.name] ?? ''}
            onChange={(event) => form.set({ [field.name]: event.target.value })}
            maxLength={field.maxLength}
            autoComplete={field.autoComplete}
            spellCheck={field.isCode ? false : undefined}
            required={!field.isOptional}
            error={form.errorOf(field.name)}
            className={clsx(
              !field.isHalf && 'sm:col-span-2',
              field.isCode && '[&_input]:font-mono [&_input]:uppercase',
            )}
          />
        ))}
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" isBusy={form.isSubmitting}>
            {t('settingsProfile.fiscal.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
