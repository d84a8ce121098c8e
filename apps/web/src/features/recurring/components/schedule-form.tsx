import { CHAINS } from '@incasso/shared/chains';
import {
  CreateScheduleInputSchema,
  CUSTOMER_NAME_MAX,
  RECURRING_DESCRIPTION_MAX,
  RECURRING_INTERVALS,
  UpdateScheduleInputSchema,
  type CreateScheduleInput,
  type Schedule,
  type UpdateScheduleInput,
} from '@incasso/shared/recurring';
import { FIAT_AMOUNT_TEXT_MAX } from '@incasso/shared/money';
import { EMAIL_MAX } from '@incasso/shared/accounts/auth';
import { LOCALES } from '@incasso/shared/locale';
import type { Wallet } from '@incasso/shared/wallets';
import { useTranslation } from 'react-i18next';
import { CoinCheckboxes } from '#components/payments/coin-checkboxes.tsx';
import { Button } from '#components/ui/button.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useCreateSchedule } from '../api/create-schedule';
import { useUpdateSchedule } from '../api/update-schedule';
import {
  checkAmount,
  createBody,
  draftOf,
  emptyDraft,
  errorKeyOf,
  updateBody,
  type ScheduleDraft,
} from '../schedule-draft';
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
  const create = useCreateSchedule();
  const update = useUpdateSchedule(schedule?.id ?? '');
  const form = useSchemaForm<ScheduleDraft, CreateScheduleInput | UpdateScheduleInput>({
    schema: schedule ? UpdateScheduleInputSchema : CreateScheduleInputSchema,
    initial: () =>
      schedule ? draftOf(schedule) : emptyDraft(today(), browserZone(), wallets[0]?.id ?? ''),
    toInput: schedule ? updateBody : createBody,
    check: checkAmount,
    // The interval is the create input's own: an edit cannot change it.
    onSubmit: async (input) =>
      onSaved(await ('interval' in input ? create.mutateAsync(input) : update.mutateAsync(input))),
    message: (key) => t(`recurring.errors.${errorKeyOf(key)}`),
  });
  const draft = form.values;
  const wallet = wallets.find((item) => item.id === draft.walletId);
  const change = form.set;
  const errorOf = form.errorOf;
  const text = (field: keyof ScheduleDraft) => ({
    value: String(draft[field]),
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit} className="space-y-5">
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
          maxLength={FIAT_AMOUNT_TEXT_MAX}
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
          label={t('recurring.form.coins')}
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
      {form.failure !== null && (
        <p role="alert" className="text-sm font-medium text-rose-600 dark:text-rose-400">
          {errorMessage(t, form.failure, 'recurring.saveFailed')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('recurring.form.cancel')}
        </Button>
        <Button type="submit" isBusy={form.isSubmitting}>
          {schedule ? t('recurring.form.saveChanges') : t('recurring.form.create')}
        </Button>
      </div>
    </form>
  );
}
