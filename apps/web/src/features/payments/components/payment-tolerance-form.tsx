import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { ApiError } from '#lib/api-client.ts';
import { usePaymentSettings } from '../api/get-payment-settings';
import { useUpdatePaymentSettings } from '../api/update-payment-settings';
import { bpsToPercent, decimalSeparatorOf, percentToBps } from '../tolerance-percent';

// Keys the browser's check and the server's PaymentSettingsSchema give for the field.
const FIELD_KEYS = new Set(['invalidNumber', 'tooManyDecimals', 'tooSmall', 'tooLarge']);

interface ToleranceErrors {
  field?: string;
  /** Not about the value (server down, session...): shown above the button. */
  form?: string;
}

function serverFieldKey(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) {
    return undefined;
  }
  const fields: unknown = 'fields' in error.body ? error.body.fields : undefined;
  if (typeof fields !== 'object' || fields === null || !('paymentToleranceBps' in fields)) {
    return undefined;
  }
  return typeof fields.paymentToleranceBps === 'string' ? fields.paymentToleranceBps : undefined;
}

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
  const [text, setText] = useState(() => bpsToPercent(savedBps, separator));
  const [errors, setErrors] = useState<ToleranceErrors>({});
  const update = useUpdatePaymentSettings();
  const parsed = percentToBps(text);
  const unchanged = parsed.ok && parsed.bps === savedBps;

  const fieldMessage = (key: string) =>
    FIELD_KEYS.has(key) ? t(`paymentSettings.errors.${key}`) : t('errors.invalidInput');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.ok) {
      setErrors({ field: fieldMessage(parsed.error) });
      return;
    }
    setErrors({});
    update.mutate(
      { paymentToleranceBps: parsed.bps },
      {
        onSuccess: (saved) => {
          // '1.50' becomes '1.5': the field shows what the server now holds.
          const percent = bpsToPercent(saved.paymentToleranceBps, separator);
          setText(percent);
          toast.success(t('paymentSettings.saved', { percent }));
        },
        onError: (error) => {
          const key = serverFieldKey(error);
          setErrors(
            key
              ? { field: fieldMessage(key) }
              : { form: errorMessage(t, error, 'paymentSettings.errors.saveFailed') },
          );
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="max-w-xl space-y-5">
      <TextField
        label={t('paymentSettings.label')}
        hint={t('paymentSettings.hint')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setErrors({});
        }}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        className="[&_input]:max-w-48"
        error={errors.field}
      />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-rose-600 dark:text-rose-400">
          {errors.form}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={unchanged} isBusy={update.isPending}>
          {t('paymentSettings.save')}
        </Button>
      </div>
    </form>
  );
}
