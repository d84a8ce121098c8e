import { INVOICE_PROMPT_MAX, type InvoiceFromPrompt } from '@incasso/shared/invoice-prompt';
import type { Locale } from '@incasso/shared/locale';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsModelNote } from '#components/ai/needs-model-note.tsx';
import { Button } from '#components/ui/button.tsx';
import { inputClasses } from '#components/ui/text-field.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { useAiStatus } from '#lib/use-ai-status.ts';
import { useInvoiceFromPrompt } from '../api/invoice-from-prompt';

/** "Invoice Rossi srl 3 hours at 80 euro plus VAT": the AI fills the form below for review. */
export function InvoicePrompt({
  issueDate,
  locale,
  onRead,
}: {
  issueDate: string;
  locale: Locale;
  onRead: (result: InvoiceFromPrompt) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const status = useAiStatus();
  const read = useInvoiceFromPrompt();
  const [prompt, setPrompt] = useState('');

  if (status.data && !status.data.configured) {
    return <NeedsModelNote feature={t('invoices.prompt.feature')} />;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!prompt.trim()) return;
    read.mutate({ prompt, issueDate, locale }, { onSuccess: onRead });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('invoices.prompt.feature')}
      className="space-y-2 rounded-xl border border-indigo-200 bg-indigo-50/60 p-4 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-100">
        {t('invoices.prompt.label')}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={INVOICE_PROMPT_MAX}
        value={prompt}
        placeholder={t('invoices.prompt.placeholder')}
        onChange={(event) => setPrompt(event.target.value)}
        className={`${inputClasses} h-auto py-2`}
      />
      {read.isError && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {errorMessage(t, read.error, 'errors.aiUnavailable')}
        </p>
      )}
      <Button type="submit" variant="secondary" isBusy={read.isPending} disabled={!prompt.trim()}>
        {t('invoices.prompt.submit')}
      </Button>
    </form>
  );
}
