import type { InvoiceFromPrompt } from '@incasso/shared/invoice-prompt';
import { INVOICE_STATUSES, type Invoice, type InvoiceListQuery } from '@incasso/shared/invoices';
import type { Wallet } from '@incasso/shared/wallets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { DataTable, type DataColumn } from '#components/ui/data-table.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { day, fiat } from '#lib/format.ts';
import { useInvoice, useInvoiceSettings } from '../api/get-invoice';
import { useInvoices } from '../api/get-invoices';
import { InvoiceDetail } from './invoice-detail';
import { InvoiceForm } from './invoice-form';
import { InvoicePrompt } from './invoice-prompt';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { NumberFormatForm } from './number-format-form';
import { SellerGapsNotice } from './seller-gaps-notice';

/** The list's own address; each invoice has its own under it (`/dashboard/invoicing/:id`). */
export const INVOICING_PATH = '/dashboard/invoicing';
const invoicePath = (id: string) => `${INVOICING_PATH}/${id}`;

const linkClass =
  'font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300';

/** /dashboard/invoicing/:id and /:id/edit: one invoice, by its address. */
function OneInvoice({ wallets, isEditing }: { wallets: Wallet[]; isEditing: boolean }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useInvoice(id);
  if (query.isPending) return <SectionLoader />;
  if (query.isError) return <SectionLoadError onRetry={() => void query.refetch()} />;
  if (isEditing) {
    return (
      <InvoiceForm
        wallets={wallets}
        invoice={query.data}
        onSaved={() => {
          toast.success(t('invoices.form.saved'));
          void navigate(invoicePath(id));
        }}
        onCancel={() => void navigate(invoicePath(id))}
      />
    );
  }
  return (
    <InvoiceDetail
      invoice={query.data}
      onEdit={() => void navigate(`${invoicePath(id)}/edit`)}
      listPath={INVOICING_PATH}
    />
  );
}

/** A new invoice: typed in the form, or read by the AI from a sentence and reviewed there. */
function NewInvoice({ wallets }: { wallets: Wallet[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const settings = useInvoiceSettings();
  const [proposal, setProposal] = useState<{ read: InvoiceFromPrompt; version: number }>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
        {t('invoices.new')}
      </h1>
      <SellerGapsNotice gaps={settings.data?.sellerGaps ?? []} />
      <InvoicePrompt
        issueDate={new Date().toISOString().slice(0, 10)}
        locale={i18n.language.startsWith('en') ? 'en' : 'it'}
        onRead={(read) =>
          setProposal((current) => ({ read, version: (current?.version ?? 0) + 1 }))
        }
      />
      <InvoiceForm
        key={proposal?.version ?? 0}
        wallets={wallets}
        proposal={proposal?.read}
        paymentTermsDays={settings.data?.paymentTermsDays}
        onSaved={(invoice) => {
          toast.success(t('invoices.form.saved'));
          void navigate(invoicePath(invoice.id));
        }}
        onCancel={() => void navigate(INVOICING_PATH)}
      />
    </div>
  );
}

type ListKind = NonNullable<InvoiceListQuery['kind']>;

/** Invoices, or the credit notes of voided ones, with their filters and totals. */
function InvoiceList({ wallets }: { wallets: Wallet[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ListKind>('invoices');
  const [filters, setFilters] = useState<InvoiceListQuery>({});
  const invoices = useInvoices(kind === 'invoices' ? filters : { ...filters, kind });
  const settings = useInvoiceSettings();
  const number = (invoice: Invoice) => (
    <Link to={invoicePath(invoice.id)} className={linkClass}>
      {invoice.number ?? t('invoices.status.draft')}
    </Link>
  );
  const money = (invoice: Invoice) => fiat(invoice.totalCents, invoice.currency);
  const invoiceColumns: DataColumn<Invoice>[] = [
    { key: 'number', header: t('invoices.columns.number'), cell: number },
    {
      key: 'customer',
      header: t('invoices.columns.customer'),
      cell: (invoice) => invoice.customer.name,
      isPrimary: true,
    },
    {
      key: 'issueDate',
      header: t('invoices.columns.issueDate'),
      cell: (invoice) => day(invoice.issueDate),
    },
    { key: 'dueDate', header: t('invoices.columns.dueDate'), cell: (i) => day(i.dueDate) },
    { key: 'total', header: t('invoices.total'), cell: money, align: 'end' },
    {
      key: 'status',
      header: t('invoices.statusLabel'),
      cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
      hideOnCard: true,
    },
  ];
  const creditNoteColumns: DataColumn<Invoice>[] = [
    {
      key: 'creditNote',
      header: t('invoices.columns.creditNote'),
      cell: (invoice) => (
        <Link to={invoicePath(invoice.id)} className={linkClass}>
          {invoice.creditNoteNumber}
        </Link>
      ),
    },
    {
      key: 'customer',
      header: t('invoices.columns.customer'),
      cell: (invoice) => invoice.customer.name,
      isPrimary: true,
    },
    {
      key: 'date',
      header: t('invoices.columns.date'),
      cell: (invoice) => (invoice.creditNoteDate ? day(invoice.creditNoteDate) : ''),
    },
    { key: 'invoice', header: t('invoices.columns.invoice'), cell: (i) => i.number ?? '' },
    { key: 'total', header: t('invoices.total'), cell: money, align: 'end' },
  ];
  const tabs: ListKind[] = ['invoices', 'creditNotes'];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          {t('invoices.title')}
        </h1>
        <Button
          onClick={() => void navigate(`${INVOICING_PATH}/new`)}
          disabled={wallets.length === 0}
        >
          {t('invoices.new')}
        </Button>
      </div>
      <SellerGapsNotice gaps={settings.data?.sellerGaps ?? []} />
      <div
        role="tablist"
        aria-label={t('invoices.title')}
        className="inline-flex rounded-lg bg-slate-100 p-1 text-sm font-medium dark:bg-slate-800"
      >
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={kind === name}
            onClick={() => setKind(name)}
            className={
              kind === name
                ? 'min-h-9 rounded-md bg-white px-3 text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'min-h-9 rounded-md px-3 text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }
          >
            {t(`invoices.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {kind === 'invoices' && (
          <SelectField
            label={t('invoices.filters.status')}
            value={filters.status ?? ''}
            onChange={(e) =>
              setFilters((current) => ({
                ...current,
                status: (e.target.value || undefined) as InvoiceListQuery['status'],
              }))
            }
          >
            <option value="">{t('invoices.filters.all')}</option>
            {INVOICE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`invoices.status.${status}`)}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t('invoices.filters.customer')}
          type="search"
          value={filters.q ?? ''}
          onChange={(e) =>
            setFilters((current) => ({ ...current, q: e.target.value || undefined }))
          }
        />
      </div>
      {invoices.isPending && <SectionLoader />}
      {invoices.isError && <SectionLoadError onRetry={() => void invoices.refetch()} />}
      {invoices.data && invoices.data.items.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {t(kind === 'invoices' ? 'invoices.empty' : 'invoices.creditNotesEmpty')}
        </p>
      )}
      {invoices.data && invoices.data.items.length > 0 && (
        <DataTable
          label={t(`invoices.tabs.${kind}`)}
          columns={kind === 'invoices' ? invoiceColumns : creditNoteColumns}
          rows={invoices.data.items}
          rowKey={(invoice) => invoice.id}
          cardAside={
            kind === 'invoices'
              ? (invoice) => <InvoiceStatusBadge status={invoice.status} />
              : undefined
          }
        />
      )}
      {kind === 'invoices' &&
        invoices.data?.totals.map((sum) => (
          <p
            key={sum.currency}
            className="text-sm text-slate-600 dark:text-slate-300"
            aria-label={t('invoices.totalsLabel', { currency: sum.currency })}
          >
            {t('invoices.totals', {
              total: fiat(sum.totalCents, sum.currency),
              paid: fiat(sum.paidCents, sum.currency),
              outstanding: fiat(sum.outstandingCents, sum.currency),
            })}
          </p>
        ))}
      <details className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800">
        <summary className="cursor-pointer font-medium">{t('invoices.numbering.title')}</summary>
        <div className="mt-3">
          <NumberFormatForm />
        </div>
      </details>
    </div>
  );
}

/**
 * /dashboard/invoicing: the invoices and credit notes; `/new`, and one invoice at `/:id` (its own
 * address, to bookmark or send to the accountant) with `/:id/edit` for a draft.
 */
export function InvoicesPage({ wallets }: { wallets: Wallet[] }) {
  return (
    <Routes>
      <Route index element={<InvoiceList wallets={wallets} />} />
      <Route path="new" element={<NewInvoice wallets={wallets} />} />
      <Route path=":id" element={<OneInvoice wallets={wallets} isEditing={false} />} />
      <Route path=":id/edit" element={<OneInvoice wallets={wallets} isEditing />} />
    </Routes>
  );
}
