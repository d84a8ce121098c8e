import { formatFiat, type FiatCurrency } from '@incasso/shared/money';
import type { LineItem } from '@incasso/shared/pos';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '#components/ui/data-table.tsx';
import { currentLanguage } from '#i18n/index.ts';

/** A POS sale's cart in the transaction drawer: what was sold, in order, with the tip. */
export function SaleLines({ lines, currency }: { lines: LineItem[]; currency: FiatCurrency }) {
  const { t } = useTranslation();
  const headingId = useId();
  const money = (cents: number) => formatFiat(cents, currency, currentLanguage());
  const columns: DataColumn<LineItem>[] = [
    {
      key: 'item',
      header: t('transactions.details.item'),
      cell: (line) =>
        line.kind === 'tip'
          ? t('transactions.details.tip', { percent: line.name })
          : line.name || t('transactions.details.customAmount'),
    },
    {
      key: 'quantity',
      header: t('transactions.details.quantity'),
      cell: (line) => `${line.quantity} × ${money(line.unitCents)}`,
      align: 'end',
    },
    {
      key: 'total',
      header: t('transactions.amount'),
      cell: (line) => money(line.totalCents),
      align: 'end',
    },
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {t('transactions.details.lineItems')}
      </h3>
      <DataTable
        label={t('transactions.details.lineItems')}
        columns={columns}
        rows={lines}
        rowKey={(line) => String(line.position)}
      />
    </section>
  );
}
