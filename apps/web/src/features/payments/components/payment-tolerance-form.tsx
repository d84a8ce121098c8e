import { PaymentSettingsSchema } from '@incasso/shared/payments';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { usePaymentSettings } from '../api/get-payment-settings';
import { useUpdatePaymentSettings } from '../api/update-payment-settings';
import {
  bpsToPercent,
  decimalSeparatorOf,
  percentToBps,
  TOLERANCE_TEXT_MAX,
} from '../tolerance-percent';

// Keys the browser's check and the server's PaymentSettingsSchema give for the field.
const FIELD_KEYS = new Set(['invalidNumber', 'tooManyDecimals', 'tooSmall', 'tooLarge']);

/** Settings → wallets: how far short a payment may fall and still confirm (DESIGN section 6). */
export function PaymentToleranceForm() {
  const { t } = useTranslation();
  const settings = usePaymentSettings();
  if (settings.isError) return <SectionLoadError onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <SectionLoader />;
  return (
    <SectionCard
      headingLevel={2}
      title={t('paymentSettings.title')}
      description={t('paymentSettings.description')}
    >
      <ToleranceFields savedBps={settings.data.paymentToleranceBps} />
    </SectionCard>
  );
}

function ToleranceFields({ savedBps }: { savedBps: number }) {
  const { t, i18n } = useTranslation();
  const separator = decimalSeparatorOf(i18n.language);
  const update = useUpdatePaymentSettings();
  const form = useSchemaForm({
    schema: PaymentSettingsSchema,
    initial: { text: bpsToPercent(savedBps, separator) },
    // The text's own refusals (too many decimals) under the field the schema names.
    check: ({ text }) => {
      const parsed = percentToBps(text);
      return parsed.ok ? {} : { paymentToleranceBps: parsed.error };
    },
    toInput: ({ text }) => {
      const parsed = percentToBps(text);
      return { paymentToleranceBps: parsed.ok ? parsed.bps : Number.NaN };
    },
    onSubmit: async (input, { reset }) => {
      const saved = await update.mutateAsync(input);
      // '1.50' becomes '1.5': the field shows what the server now holds.
      const percent = bpsToPercent(saved.paymentToleranceBps, separator);
      reset({ text: percent });
      toast.success(t('paymentSettings.saved', { percent }));
    },
    message: (key) =>
      FIELD_KEYS.has(key) ? t(`paymentSettings.errors.${key}`) : t('errors.invalidInput'),
  });
  const parsed = percentToBps(form.values.text);
  const unchanged = parsed.ok && parsed.bps === savedBps;
  // Not about the value (server down, session...): shown above the button.
  const formError =
    form.failure !== null && !form.errors.paymentToleranceBps
      ? errorMessage(t, form.failure, 'paymentSettings.errors.saveFailed')
      : undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit} className="max-w-xl space-y-5">
      <TextField
        label={t('paymentSettings.label')}
        hint={t('paymentSettings.hint')}
        value={form.values.text}
        onChange={(event) => {
          form.set({ text: event.target.value });
          form.clearErrors();
        }}
        inputMode="decimal"
        autoComplete="off"
        maxLength={TOLERANCE_TEXT_MAX}
        className="[&_input]:max-w-48"
        error={form.errorOf('paymentToleranceBps')}
      />
      {formError && (
        <p role="alert" className="text-sm font-medium text-rose-600 dark:text-rose-400">
          {formError}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={unchanged} isBusy={form.isSubmitting}>
          {t('paymentSettings.save')}
        </Button>
      </div>
    </form>
  );
}
