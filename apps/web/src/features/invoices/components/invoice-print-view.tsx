import { addressLine } from '@incasso/shared/invoice-seller';
import { formatDay, formatQuantity } from '@incasso/shared/format';
import { formatFiat } from '@incasso/shared/money';
import { useTranslation } from 'react-i18next';
import type { FiscalProfile } from '@incasso/shared/accounts/fiscal';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { useInvoice } from '../api/get-invoice';

// Columns kept apart on a phone's width as on A4; figures never wrap, the description takes
// what room is left.
const CELL = 'px-1 py-1 align-top first:pl-0 last:pr-0 sm:px-1.5';
const FIGURE = `${CELL} text-right whitespace-nowrap`;

/** Who issues the invoice, from the merchant's fiscal data (SPEC 3); nothing before it is saved. */
function Seller({ fiscal }: { fiscal: FiscalProfile['fiscal'] }) {
  if (!fiscal) return null;
  return (
    <address className="not-italic" data-testid="invoice-seller">
      {fiscal.accountType === 'business' ? (
        <>
          <strong>{fiscal.companyName}</strong>
          <br />
          {addressLine(fiscal)}
          <br />
          {fiscal.vatNumber}
        </>
      ) : (
        <>
          <strong>
            {fiscal.firstName} {fiscal.lastName}
          </strong>
          <br />
          {fiscal.fiscalCode}
        </>
      )}
    </address>
  );
}

/** /invoice/:id/print: the invoice on an A4 page, in the invoice's language. */
export function InvoicePrintView({
  id,
  seller,
}: {
  id: string;
  /** The merchant's fiscal data (accounts feature): undefined while loading, null if it failed. */
  seller: FiscalProfile | null | undefined;
}) {
  const { i18n } = useTranslation();
  const query = useInvoice(id);
  if (query.isPending || seller === undefined) return <SectionLoader />;
  if (query.isError) return <SectionLoadError onRetry={() => void query.refetch()} />;
  const invoice = query.data;
  const day = (iso: string) => formatDay(iso, invoice.locale);
  const quantity = (hundredths: number) => formatQuantity(hundredths, invoice.locale);
  const t = i18n.getFixedT(invoice.locale);
  const money = (cents: number) => formatFiat(cents, invoice.currency, invoice.locale);
  const title = invoice.number
    ? t('invoices.detail.title', { number: invoice.number })
    : t('invoices.detail.draftTitle');
  return (
    <article
      aria-label={title}
      className="invoice-print mx-auto max-w-[210mm] bg-white p-4 text-black sm:p-8"
    >
      <style>
        {
          '@page { size: A4; margin: 15mm } @media print { header, nav, .no-print { display: none } }'
        }
      </style>
      <div className="flex flex-wrap items-start justify-between gap-6">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p>
            {t('invoices.columns.issueDate')}: {day(invoice.issueDate)} · {t('invoices.due')}:{' '}
            {day(invoice.dueDate)}
          </p>
        </div>
        <Seller fiscal={seller?.fiscal ?? null} />
      </div>
      <address className="my-4 not-italic">
        <strong>{invoice.customer.name}</strong>
        <br />
        {invoice.customer.address}, {invoice.customer.postalCode} {invoice.customer.city}{' '}
        {invoice.customer.country}
        {invoice.customer.vatNumber && (
          <>
            <br />
            {invoice.customer.vatNumber}
          </>
        )}
      </address>
      <table
        className="w-full border-collapse text-xs sm:text-sm"
        aria-label={t('invoices.form.lines')}
      >
        <thead>
          <tr className="border-b border-black">
            <th className={`${CELL} text-left align-bottom`}>{t('invoices.form.description')}</th>
            <th className={`${CELL} text-right align-bottom`}>{t('invoices.form.quantity')}</th>
            <th className={`${CELL} text-right align-bottom`}>{t('invoices.form.unitPrice')}</th>
            <th className={`${CELL} text-right align-bottom`}>{t('invoices.form.vatRate')}</th>
            <th className={`${CELL} text-right align-bottom`}>{t('invoices.total')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index} className="border-b border-gray-300">
              <td className={`${CELL} wrap-anywhere hyphens-auto`}>{line.description}</td>
              <td className={FIGURE}>{quantity(line.quantityHundredths)}</td>
              <td className={FIGURE}>{money(line.unitPriceCents)}</td>
              <td className={FIGURE}>{line.natura ? `0% ${line.natura}` : `${line.vatRate}%`}</td>
              <td className={FIGURE}>{money(line.netCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto grid w-full max-w-64 grid-cols-2 text-sm">
        <dt>{t('invoices.subtotal')}</dt>
        <dd className="text-right">{money(invoice.subtotalCents)}</dd>
        {invoice.vat.map((group) => (
          <div key={`${group.vatRate}${group.natura ?? ''}`} className="contents">
            <dt>
              {t('invoices.vat')} {group.natura ? `0% ${group.natura}` : `${group.vatRate}%`}
            </dt>
            <dd className="text-right">{money(group.vatCents)}</dd>
          </div>
        ))}
        <dt className="font-bold">{t('invoices.total')}</dt>
        <dd className="text-right font-bold">{money(invoice.totalCents)}</dd>
      </dl>
      {invoice.notes && <p className="mt-6">{invoice.notes}</p>}
    </article>
  );
}
