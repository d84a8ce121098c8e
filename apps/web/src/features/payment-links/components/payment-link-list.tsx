import type { PaymentLink } from '@incasso/shared/payment-links';
import { useTranslation } from 'react-i18next';
import { DataTable } from '#components/ui/data-table.tsx';
import { fiat } from '#lib/format.ts';
import { amountText } from './amount-text';
import { LinkStatusBadge } from './link-status-badge';

interface PaymentLinkListProps {
  links: PaymentLink[];
  onOpen: (id: string) => void;
}

/** The merchant's links with what each has brought in. A table, or cards on a phone. */
export function PaymentLinkList({ links, onOpen }: PaymentLinkListProps) {
  const { t } = useTranslation();
  return (
    <DataTable<PaymentLink>
      label={t('paymentLinks.list.caption')}
      rows={links}
      rowKey={(link) => link.id}
      cardAside={(link) => <LinkStatusBadge status={link.status} />}
      columns={[
        {
          key: 'title',
          header: t('paymentLinks.list.title'),
          isPrimary: true,
          cell: (link) => (
            <button
              type="button"
              onClick={() => onOpen(link.id)}
              className="text-left font-medium text-indigo-600 hover:underline dark:text-indigo-400"
            >
              {link.title}
            </button>
          ),
        },
        {
          key: 'amount',
          header: t('paymentLinks.list.amount'),
          cell: (link) => amountText(t, link.amount, link.currency),
        },
        {
          key: 'paid',
          header: t('paymentLinks.list.paid'),
          cell: (link) =>
            t('paymentLinks.list.paidTotal', {
              count: link.paidCount,
              total: fiat(link.paidCents, link.currency),
            }),
        },
        {
          key: 'status',
          header: t('paymentLinks.list.status'),
          hideOnCard: true,
          cell: (link) => <LinkStatusBadge status={link.status} />,
        },
      ]}
    />
  );
}
