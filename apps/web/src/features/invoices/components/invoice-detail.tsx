import type { Invoice, InvoiceLine } from '@incasso/shared/invoices';
import { ArrowLeft, ExternalLink, FileText, Printer, ScrollText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { buttonClasses } from '#components/ui/button-classes.ts';
import { DataTable } from '#components/ui/data-table.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { apiUrl } from '#lib/api-client.ts';
import { dateTime, day, fiat, quantity } from '#lib/format.ts';
import { useInvoiceSettings } from '../api/get-invoice';
import { useInvoiceAction, type InvoiceAction } from '../api/save-invoice';
import { useLiveInvoice } from '../hooks/use-live-invoice';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { useGapList } from '../seller-gaps';
import { SellerGapsNotice } from './seller-gaps-notice';

interface InvoiceDetailProps {
  invoice: Invoice;
  onEdit: () => void;
  /** Where "back" goes: the list. */
  listPath: string;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

const documentLink = buttonClasses('secondary', 'md');

/** One invoice: who, when, the lines and totals, its state, what can be done next, its documents. */
export function InvoiceDetail({ invoice, onEdit, listPath }: InvoiceDetailProps) {
  const { t } = useTranslation();
  const action = useInvoiceAction(invoice.id);
  const settings = useInvoiceSettings();
  const gapList = useGapList();
  const [isVoiding, setVoiding] = useState(false);
  useLiveInvoice(invoice);
  const money = (cents: number) => fiat(cents, invoice.currency);
  const run = (kind: InvoiceAction, after?: () => void) =>
    action.mutate(kind, {
      onSuccess: () => {
        toast.success(t(`invoices.done.${kind}`));
        after?.();
      },
      onError: (error) => toast.error(errorMessage(t, error, 'invoices.actionFailed')),
    });
  const isOpen = invoice.status === 'sent' || invoice.status === 'overdue';
  const title = invoice.number
    ? t('invoices.detail.title', { number: invoice.number })
    : t('invoices.detail.draftTitle');
  const sellerGaps = settings.data?.sellerGaps ?? [];
  const fatturapaGaps = settings.data?.fatturapaGaps ?? [];
  const fatturapaReason = !invoice.number
    ? t('invoices.fatturapa.notIssued')
    : fatturapaGaps.length > 0
      ? t('invoices.fatturapa.missing', { missing: gapList(fatturapaGaps) })
      : null;

  return (
    <section aria-labelledby="invoice-title" className="space-y-6">
      <Link
        to={listPath}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('invoices.actions.back')}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1
            id="invoice-title"
            className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white"
          >
            {title}
          </h1>
          <InvoiceStatusBadge status={invoice.status} />
        </div>
        <p className="text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
          {money(invoice.totalCents)}
        </p>
      </header>

      {invoice.status === 'draft' && <SellerGapsNotice gaps={sellerGaps} />}

      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900">
        <Fact label={t('invoices.columns.customer')}>
          {invoice.customer.name}
          <span className="block text-slate-500 dark:text-slate-400">{invoice.customer.email}</span>
        </Fact>
        <Fact label={t('invoices.columns.issueDate')}>{day(invoice.issueDate)}</Fact>
        <Fact label={t('invoices.columns.dueDate')}>{day(invoice.dueDate)}</Fact>
        {invoice.issuedBy && <Fact label={t('invoices.detail.issuedBy')}>{invoice.issuedBy}</Fact>}
        {invoice.paidAt ? (
          <Fact label={t('invoices.detail.paidAt')}>{dateTime(invoice.paidAt)}</Fact>
        ) : (
          invoice.payUrl && (
            <Fact label={t('invoices.detail.payLink')}>
              <a
                href={invoice.payUrl}
                className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {t('invoices.detail.openPayLink')}
              </a>
            </Fact>
          )
        )}
        {invoice.txHash && (
          <div className="sm:col-span-2 lg:col-span-4">
            <Fact label={t('invoices.detail.transaction')}>
              {invoice.explorerUrl ? (
                <a
                  href={invoice.explorerUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-mono text-xs break-all text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  {invoice.txHash}
                  <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                </a>
              ) : (
                <span className="font-mono text-xs break-all">{invoice.txHash}</span>
              )}
            </Fact>
          </div>
        )}
      </dl>

      <section aria-labelledby="invoice-lines" className="space-y-3">
        <h2 id="invoice-lines" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('invoices.detail.lines')}
        </h2>
        <DataTable<InvoiceLine & { position: number }>
          label={t('invoices.detail.lines')}
          rows={invoice.lines.map((line, position) => ({ ...line, position }))}
          rowKey={(line) => String(line.position)}
          columns={[
            {
              key: 'description',
              header: t('invoices.form.description'),
              cell: (line) => line.description,
              isPrimary: true,
            },
            {
              key: 'quantity',
              header: t('invoices.form.quantity'),
              cell: (line) => quantity(line.quantityHundredths),
              align: 'end',
            },
            {
              key: 'price',
              header: t('invoices.form.unitPrice'),
              cell: (line) => money(line.unitPriceCents),
              align: 'end',
            },
            {
              key: 'vat',
              header: t('invoices.form.vatRate'),
              cell: (line) => (line.natura ? `0% (${line.natura})` : `${line.vatRate}%`),
              align: 'end',
            },
            {
              key: 'net',
              header: t('invoices.columns.amount'),
              cell: (line) => money(line.netCents),
              align: 'end',
            },
          ]}
        />
        <dl
          aria-label={t('invoices.form.totals')}
          className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
        >
          <dt className="text-slate-600 dark:text-slate-300">{t('invoices.subtotal')}</dt>
          <dd className="text-right tabular-nums">{money(invoice.subtotalCents)}</dd>
          {invoice.vat.map((row) => (
            <div key={`${row.vatRate}-${row.natura ?? ''}`} className="contents">
              <dt className="text-slate-600 dark:text-slate-300">
                {t('invoices.detail.vatAt', {
                  rate: row.natura ? `0% (${row.natura})` : `${row.vatRate}%`,
                })}
              </dt>
              <dd className="text-right tabular-nums">{money(row.vatCents)}</dd>
            </div>
          ))}
          <dt className="border-t border-slate-200 pt-1 font-semibold dark:border-slate-700">
            {t('invoices.total')}
          </dt>
          <dd className="border-t border-slate-200 pt-1 text-right font-semibold whitespace-nowrap tabular-nums dark:border-slate-700">
            {money(invoice.totalCents)}
          </dd>
        </dl>
        {invoice.notes && (
          <p className="text-sm whitespace-pre-line text-slate-600 dark:text-slate-300">
            {invoice.notes}
          </p>
        )}
      </section>

      {invoice.creditNoteNumber && (
        <section
          aria-labelledby="credit-note-title"
          className="space-y-2 rounded-xl border border-rose-200 bg-rose-50/60 p-4 text-sm dark:border-rose-500/30 dark:bg-rose-500/10"
        >
          <h2
            id="credit-note-title"
            className="inline-flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
          >
            <ScrollText aria-hidden className="size-4" />
            {t('invoices.creditNote.title', { number: invoice.creditNoteNumber })}
          </h2>
          <p className="text-slate-700 dark:text-slate-200">
            {t('invoices.creditNote.body', {
              date: invoice.creditNoteDate ? day(invoice.creditNoteDate) : '',
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <a
              className={documentLink}
              href={apiUrl(`/api/invoices/${invoice.id}/credit-note/pdf`)}
              target="_blank"
              rel="noreferrer"
            >
              <FileText aria-hidden className="size-4" />
              {t('invoices.creditNote.pdf')}
            </a>
            {fatturapaGaps.length === 0 && (
              <a
                className={documentLink}
                href={apiUrl(`/api/invoices/${invoice.id}/credit-note/fatturapa`)}
              >
                {t('invoices.creditNote.fatturapa')}
              </a>
            )}
          </div>
        </section>
      )}

      <div className="flex flex-wrap gap-3">
        {invoice.status === 'draft' && (
          <>
            <Button
              onClick={() => run('send')}
              isBusy={action.isPending}
              disabled={sellerGaps.length > 0}
            >
              {t('invoices.actions.send')}
            </Button>
            <Button variant="secondary" onClick={onEdit}>
              {t('invoices.actions.edit')}
            </Button>
          </>
        )}
        {isOpen && (
          <>
            <Button variant="secondary" onClick={() => run('send')}>
              {t('invoices.actions.remind')}
            </Button>
            <Button variant="secondary" onClick={() => run('mark-paid')}>
              {t('invoices.actions.markPaid')}
            </Button>
            <Button variant="danger" onClick={() => setVoiding(true)}>
              {t('invoices.actions.void')}
            </Button>
          </>
        )}
      </div>

      <section aria-labelledby="invoice-documents" className="space-y-2">
        <h2 id="invoice-documents" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('invoices.detail.documents')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <a
            className={documentLink}
            href={apiUrl(`/api/invoices/${invoice.id}/pdf`)}
            target="_blank"
            rel="noreferrer"
          >
            <FileText aria-hidden className="size-4" />
            {t('invoices.actions.pdf')}
          </a>
          <a
            className={documentLink}
            href={`/invoice/${invoice.id}/print`}
            target="_blank"
            rel="noreferrer"
          >
            <Printer aria-hidden className="size-4" />
            {t('invoices.actions.print')}
          </a>
          {fatturapaReason ? (
            <Button variant="secondary" disabled aria-describedby="fatturapa-why">
              {t('invoices.actions.fatturapa')}
            </Button>
          ) : (
            <a className={documentLink} href={apiUrl(`/api/invoices/${invoice.id}/fatturapa`)}>
              {t('invoices.actions.fatturapa')}
            </a>
          )}
        </div>
        {fatturapaReason && (
          <p id="fatturapa-why" className="text-sm text-slate-600 dark:text-slate-300">
            {fatturapaReason}
          </p>
        )}
      </section>

      <Dialog
        open={isVoiding}
        onOpenChange={setVoiding}
        title={t('invoices.void.title', { number: invoice.number ?? '' })}
        description={t('invoices.void.body')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setVoiding(false)}>
            {t('invoices.void.keep')}
          </Button>
          <Button
            variant="danger"
            isBusy={action.isPending}
            onClick={() => run('void', () => setVoiding(false))}
          >
            {t('invoices.void.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
