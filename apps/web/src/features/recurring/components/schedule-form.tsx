import { CHAINS } from '@incasso/shared/chains';
import {
  CUSTOMER_NAME_MAX,
  RECURRING_DESCRIPTION_MAX,
  RECURRING_INTERVALS,
  type Schedule,
} from '@incasso/shared/recurring';
import { EMAIL_MAX } from '@incasso/shared/accounts/auth';
import { LOCALES } from '@incasso/shared/locale';
import type { Wallet } from '@incasso/shared/wallets';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { useCreateSchedule } from '../api/create-schedule';
import { useUpdateSchedule } from '../api/update-schedule';
import {
  draftOf,
  emptyDraft,
  parseCreate,
  parseUpdate,
  type FieldErrors,
  type ScheduleDraft,
} from '../schedule-draft';
import { CoinCheckboxes } from './coin-checkboxes';
import { ScheduleEndField } from './schedule-end-field';

interface ScheduleFormProps {
  wallets: Wallet[];
  /** Editing: what later periods ask. The interval, start, zone and currency stay. */
  schedule?: Schedule;
  onSaved: (schedule: Schedule) => void;
  onCancel: () => void;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
// 'en-CA' writes days as YYYY-MM-DD, the form's and the schema's format.
const today = () => new Date().toLocaleDateString('en-CA');

/** Create or edit a schedule; the shared schemas check it before it is sent. */
export function ScheduleForm({ wallets, schedule, onSaved, onCancel }: ScheduleFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ScheduleDraft>(() =>
    schedule ? draftOf(schedule) : emptyDraft(today(), browserZone(), wallets[0]?.id ?? ''),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateSchedule();
  const update = useUpdateSchedule(schedule?.id ?? '');
  const mutation = schedule ? update : create;
  const wallet = wallets.find((item) => item.id === draft.walletId);
  const change = (changes: Partial<ScheduleDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));
  const errorOf = (field: string) => {
    const key = errors[field];
    return key ? t(`recurring.errors.${key}`) : undefined;
  };
  const text = (field: keyof ScheduleDraft) => ({
    value: String(draft[field]),
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (schedule) {
      const parsed = parseUpdate(draft);
      setErrors(parsed.ok ? {} : parsed.errors);
      if (parsed.ok) update.mutate(parsed.input, { onSuccess: onSaved });
      return;
    }
    const parsed = parseCreate(draft);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (parsed.ok) create.mutate(parsed.input, { onSuccess: onSaved });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('recurring.form.customerName')}
          maxLength={CUSTOMER_NAME_MAX}
          autoComplete="off"
          {...text('customerName')}
          error={errorOf('customerName')}
        />
        <TextField
          label={t('recurring.form.customerEmail')}
          type="email"
          maxLength={EMAIL_MAX}
          autoComplete="off"
          {...text('customerEmail')}
          error={errorOf('customerEmail')}
        />
        <SelectField label={t('recurring.form.customerLocale')} {...text('customerLocale')}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(`recurring.locale.${locale}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('recurring.form.description')}
          maxLength={RECURRING_DESCRIPTION_MAX}
          {...text('description')}
          error={errorOf('description')}
        />
        <TextField
          label={t('recurring.form.amount')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={14}
          {...text('amountText')}
          error={errorOf('amountCents')}
        />
        <SelectField
          label={t('recurring.form.currency')}
          disabled={Boolean(schedule)}
          {...text('currency')}
        >
          <option value="EUR">EUR</option>
          <option value="USD">USD</option>
        </SelectField>
        <SelectField
          label={t('recurring.form.wallet')}
          value={draft.walletId}
          onChange={(event) => change({ walletId: event.target.value, currencies: [] })}
          error={errorOf('walletId')}
        >
          {!wallet && <option value="">{t('recurring.form.chooseWallet')}</option>}
          {wallets.map((item) => (
            <option key={item.id} value={item.id}>
              {t('recurring.form.walletOption', {
                name: item.name,
                chain: CHAINS[item.chainId].name,
              })}
            </option>
          ))}
        </SelectField>
        <CoinCheckboxes
          offered={wallet?.acceptedCurrencyIds ?? []}
          value={draft.currencies}
          onChange={(currencies) => change({ currencies })}
          error={errorOf('currencies')}
        />
        <SelectField
          label={t('recurring.form.interval')}
          disabled={Boolean(schedule)}
          {...text('interval')}
        >
          {RECURRING_INTERVALS.map((interval) => (
            <option key={interval} value={interval}>
              {t(`recurring.interval.${interval}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('recurring.form.startDate')}
          type="date"
          disabled={Boolean(schedule)}
          {...text('startDate')}
          error={errorOf('startDate')}
          hint={t('recurring.form.startHint', { zone: draft.timeZone })}
        />
      </div>
      <ScheduleEndField draft={draft} onChange={change} errorOf={errorOf} />
      {mutation.isError && (
        <p role="alert" className="text-sm font-medium text-rose-600 dark:text-rose-400">
          {errorMessage(t, mutation.error, 'recurring.saveFailed')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('recurring.form.cancel')}
        </Button>
        <Button type="submit" isBusy={mutation.isPending}>
          {schedule ? t('recurring.form.saveChanges') : t('recurring.form.create')}
        </Button>
      </div>
    </form>
  );
}
