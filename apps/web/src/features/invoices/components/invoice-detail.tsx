import type { Invoice } from '@incasso/shared/invoices';
import { formatFiat } from '@incasso/shared/money';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { apiUrl } from '#lib/api-client.ts';
import { useInvoiceSettings } from '../api/get-invoice';
import { useInvoiceAction, type InvoiceAction } from '../api/save-invoice';
import { useLiveInvoice } from '../hooks/use-live-invoice';

interface InvoiceDetailProps {
  invoice: Invoice;
  onEdit: () => void;
  onBack: () => void;
}

/** One invoice: its state, what can be done next, its PDF, print view and FatturaPA XML. */
export function InvoiceDetail({ invoice, onEdit, onBack }: InvoiceDetailProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith('en') ? 'en' : 'it';
  const action = useInvoiceAction(invoice.id);
  const settings = useInvoiceSettings();
  useLiveInvoice(invoice);
  const money = (cents: number) => formatFiat(cents, invoice.currency, locale);
  const run = (kind: InvoiceAction) =>
    action.mutate(kind, {
      onSuccess: () => toast.success(t(`invoices.done.${kind}`)),
      onError: (error) => toast.error(error.message),
    });
  const open = invoice.status === 'sent' || invoice.status === 'overdue';
  const title = invoice.number
    ? t('invoices.detail.title', { number: invoice.number })
    : t('invoices.detail.draftTitle');
  return (
    <section aria-label={title} className="space-y-4">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p>
        {t('invoices.statusLabel')}: <strong>{t(`invoices.status.${invoice.status}`)}</strong>
      </p>
      <p>
        {invoice.customer.name} · {money(invoice.totalCents)} · {t('invoices.due')}{' '}
        {invoice.dueDate}
      </p>
      {invoice.payUrl && (
        <p>
          <a className="underline" href={invoice.payUrl}>
            {t('invoices.detail.payLink')}
          </a>
        </p>
      )}
      {invoice.txHash && <p className="break-all text-sm">{invoice.txHash}</p>}
      {invoice.creditNoteNumber && (
        <p>{t('invoices.detail.creditNote', { number: invoice.creditNoteNumber })}</p>
      )}
      <div className="flex flex-wrap gap-3">
        {invoice.status === 'draft' && (
          <>
            <Button onClick={() => run('send')} isBusy={action.isPending}>
              {t('invoices.actions.send')}
            </Button>
            <Button variant="secondary" onClick={onEdit}>
              {t('invoices.actions.edit')}
            </Button>
          </>
        )}
        {open && (
          <>
            <Button variant="secondary" onClick={() => run('send')}>
              {t('invoices.actions.remind')}
            </Button>
            <Button variant="secondary" onClick={() => run('mark-paid')}>
              {t('invoices.actions.markPaid')}
            </Button>
            <Button variant="danger" onClick={() => run('void')}>
              {t('invoices.actions.void')}
            </Button>
          </>
        )}
        <a
          className="underline"
          href={apiUrl(`/api/invoices/${invoice.id}/pdf`)}
          target="_blank"
          rel="noreferrer"
        >
          {t('invoices.actions.pdf')}
        </a>
        <a
          className="underline"
          href={`/invoice/${invoice.id}/print`}
          target="_blank"
          rel="noreferrer"
        >
          {t('invoices.actions.print')}
        </a>
        {settings.data?.fatturapaAvailable && invoice.number && (
          <a className="underline" href={apiUrl(`/api/invoices/${invoice.id}/fatturapa`)}>
            {t('invoices.actions.fatturapa')}
          </a>
        )}
      </div>
      <Button variant="ghost" onClick={onBack}>
        {t('invoices.actions.back')}
      </Button>
    </section>
  );
}
