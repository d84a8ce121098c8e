import type { InvoiceFromPrompt } from '@incasso/shared/invoice-prompt';
import { INVOICE_STATUSES, type Invoice, type InvoiceListQuery } from '@incasso/shared/invoices';
import { formatFiat } from '@incasso/shared/money';
import type { Wallet } from '@incasso/shared/wallets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { useInvoice } from '../api/get-invoice';
import { useInvoices } from '../api/get-invoices';
import { InvoiceDetail } from './invoice-detail';
import { InvoiceForm } from './invoice-form';
import { InvoicePrompt } from './invoice-prompt';
import { NumberFormatForm } from './number-format-form';

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'detail' | 'edit'; id: string };

function OneInvoice({
  id,
  view,
  wallets,
  setView,
}: {
  id: string;
  view: 'detail' | 'edit';
  wallets: Wallet[];
  setView: (view: View) => void;
}) {
  const { t } = useTranslation();
  const query = useInvoice(id);
  if (query.isPending) return <SectionLoader />;
  if (query.isError) return <SectionLoadError onRetry={() => void query.refetch()} />;
  if (view === 'edit') {
    return (
      <InvoiceForm
        wallets={wallets}
        invoice={query.data}
        onSaved={() => {
          toast.success(t('invoices.form.saved'));
          setView({ kind: 'detail', id });
        }}
        onCancel={() => setView({ kind: 'detail', id })}
      />
    );
  }
  return (
    <InvoiceDetail
      invoice={query.data}
      onEdit={() => setView({ kind: 'edit', id })}
      onBack={() => setView({ kind: 'list' })}
    />
  );
}

/** A new invoice: typed in the form, or read by the AI from a sentence and reviewed there. */
function NewInvoice({
  wallets,
  onSaved,
  onCancel,
}: {
  wallets: Wallet[];
  onSaved: (invoice: Invoice) => void;
  onCancel: () => void;
}) {
  const { i18n } = useTranslation();
  const [proposal, setProposal] = useState<{ read: InvoiceFromPrompt; version: number }>();
  return (
    <div className="space-y-6">
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
        onSaved={onSaved}
        onCancel={onCancel}
      />
    </div>
  );
}

/** /dashboard/invoicing: the invoices with filters and totals, a new one, one's detail. */
export function InvoicesPage({ wallets }: { wallets: Wallet[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith('en') ? 'en' : 'it';
  const [view, setView] = useState<View>({ kind: 'list' });
  const [filters, setFilters] = useState<InvoiceListQuery>({});
  const invoices = useInvoices(filters);

  if (view.kind === 'new') {
    return (
      <NewInvoice
        wallets={wallets}
        onSaved={(invoice) => {
          toast.success(t('invoices.form.saved'));
          setView({ kind: 'detail', id: invoice.id });
        }}
        onCancel={() => setView({ kind: 'list' })}
      />
    );
  }
  if (view.kind !== 'list') {
    return <OneInvoice id={view.id} view={view.kind} wallets={wallets} setView={setView} />;
  }
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          {t('invoices.title')}
        </h1>
        <Button onClick={() => setView({ kind: 'new' })} disabled={wallets.length === 0}>
          {t('invoices.new')}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
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
        <TextField
          label={t('invoices.filters.customer')}
          value={filters.q ?? ''}
          onChange={(e) =>
            setFilters((current) => ({ ...current, q: e.target.value || undefined }))
          }
        />
      </div>
      {invoices.isPending && <SectionLoader />}
      {invoices.isError && <SectionLoadError onRetry={() => void invoices.refetch()} />}
      {invoices.data && invoices.data.items.length === 0 && <p>{t('invoices.empty')}</p>}
      {invoices.data && invoices.data.items.length > 0 && (
        <table className="w-full text-left text-sm" aria-label={t('invoices.title')}>
          <thead>
            <tr>
              <th>{t('invoices.columns.number')}</th>
              <th>{t('invoices.columns.customer')}</th>
              <th>{t('invoices.columns.issueDate')}</th>
              <th>{t('invoices.total')}</th>
              <th>{t('invoices.statusLabel')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.data.items.map((invoice) => (
              <tr key={invoice.id}>
                <td>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setView({ kind: 'detail', id: invoice.id })}
                  >
                    {invoice.number ?? t('invoices.status.draft')}
                  </Button>
                </td>
                <td>{invoice.customer.name}</td>
                <td>{invoice.issueDate}</td>
                <td>{formatFiat(invoice.totalCents, invoice.currency, locale)}</td>
                <td>{t(`invoices.status.${invoice.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {invoices.data?.totals.map((sum) => (
        <p key={sum.currency} aria-label={t('invoices.totalsLabel', { currency: sum.currency })}>
          {t('invoices.totals', {
            total: formatFiat(sum.totalCents, sum.currency, locale),
            paid: formatFiat(sum.paidCents, sum.currency, locale),
            outstanding: formatFiat(sum.outstandingCents, sum.currency, locale),
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
