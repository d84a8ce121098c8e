import { FiscalDataSchema, type FiscalProfile } from '@incasso/shared/accounts/fiscal';
import { clsx } from 'clsx';
import { Building2, UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { useSaveFiscalData } from '../api/save-fiscal-data';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from '../field-errors';
import { FISCAL_FIELDS, initialFiscalValues, type FiscalValues } from './fiscal-fields';

/**
 * Fiscal data for a business (company, VAT number, legal address) or personal data for a
 * private account (names, codice fiscale), checked with the server's own schema first.
 */
export function FiscalForm({ profile }: { profile: FiscalProfile }) {
  const { t } = useTranslation();
  const { accountType } = profile;
  const [values, setValues] = useState<FiscalValues>(() => initialFiscalValues(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveFiscalData();
  const prefix = `settingsProfile.fiscal.${accountType}`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = FiscalDataSchema.safeParse({ ...values, accountType });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(initialFiscalValues(saved));
        toast.success(t('settingsProfile.fiscal.saved'));
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast.error(t('settingsProfile.fiscal.notSaved'));
      },
    });
  }

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
      <form onSubmit={handleSubmit} noValidate className="grid max-w-2xl gap-5 sm:grid-cols-2">
        {FISCAL_FIELDS[accountType].map((field) => {
          const error = errors[field.name];
          return (
            <TextField
              key={field.name}
              label={t(`${prefix}.${field.name}`)}
              hint={field.hasHint ? t(`${prefix}.${field.name}Hint`) : undefined}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              maxLength={field.maxLength}
              autoComplete={field.autoComplete}
              spellCheck={field.isCode ? false : undefined}
              required={!field.isOptional}
              error={error ? t(`settingsProfile.fieldErrors.${error}`) : undefined}
              className={clsx(
                !field.isHalf && 'sm:col-span-2',
                field.isCode && '[&_input]:font-mono [&_input]:uppercase',
              )}
            />
          );
        })}
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" isBusy={save.isPending}>
            {t('settingsProfile.fiscal.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
