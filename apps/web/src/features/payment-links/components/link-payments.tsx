import type { FiatCurrency } from '@incasso/shared/money';
import type { LinkPayment } from '@incasso/shared/payment-links';
import { useTranslation } from 'react-i18next';
import { DataTable } from '#components/ui/data-table.tsx';
import { dateTime, fiat } from '#lib/format.ts';
import { LinkStatusBadge } from './link-status-badge';

/** The requests visits made through the link, newest first. */
export function LinkPayments({
  payments,
  currency,
}: {
  payments: LinkPayment[];
  currency: FiatCurrency;
}) {
  const { t } = useTranslation();
  if (payments.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('paymentLinks.detail.none')}</p>
    );
  }
  return (
    <DataTable<LinkPayment>
      label={t('paymentLinks.detail.payments')}
      rows={payments}
      rowKey={(payment) => payment.paymentId}
      cardAside={(payment) => <LinkStatusBadge status={payment.status} />}
      columns={[
        {
          key: 'amount',
          header: t('paymentLinks.detail.amount'),
          isPrimary: true,
          cell: (payment) => fiat(payment.fiatCents, currency),
        },
        {
          key: 'created',
          header: t('paymentLinks.detail.created'),
          cell: (payment) => dateTime(payment.createdAt),
        },
        {
          key: 'status',
          header: t('paymentLinks.detail.status'),
          hideOnCard: true,
          cell: (payment) => <LinkStatusBadge status={payment.status} />,
        },
      ]}
    />
  );
}
