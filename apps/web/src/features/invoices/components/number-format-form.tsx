import {
  DEFAULT_NUMBER_FORMAT,
  formatInvoiceNumber,
  NUMBER_FORMAT_MAX,
} from '@incasso/shared/invoices';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useInvoiceSettings } from '../api/get-invoice';
import { useSaveInvoiceSettings } from '../api/save-invoice';

/** How issued invoices are numbered ({YYYY} the year, {NNNN} the progressive), with a preview. */
export function NumberFormatForm() {
  const { t } = useTranslation();
  const settings = useInvoiceSettings();
  const save = useSaveInvoiceSettings();
  const [format, setFormat] = useState<string | null>(null);
  const value = format ?? settings.data?.numberFormat ?? DEFAULT_NUMBER_FORMAT;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { numberFormat: value },
      {
        onSuccess: () => toast.success(t('invoices.numbering.saved')),
        onError: (error) => toast.error(errorMessage(t, error, 'invoices.numbering.failed')),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-wrap items-end gap-3" noValidate>
      <TextField
        label={t('invoices.numbering.label')}
        hint={t('invoices.numbering.hint', {
          example: formatInvoiceNumber(value, new Date().getFullYear(), 1),
        })}
        value={value}
        maxLength={NUMBER_FORMAT_MAX}
        onChange={(event) => setFormat(event.target.value)}
      />
      <Button type="submit" variant="secondary" isBusy={save.isPending}>
        {t('invoices.numbering.save')}
      </Button>
    </form>
  );
}
