import { formatFiat, type FiatCurrency } from '@incasso/shared/money';
import type { LineItem } from '@incasso/shared/pos';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#i18n/index.ts';

/** A POS sale's cart in the transaction drawer: what was sold, in order, with the tip. */
export function SaleLines({ lines, currency }: { lines: LineItem[]; currency: FiatCurrency }) {
  const { t } = useTranslation();
  const headingId = useId();
  const money = (cents: number) => formatFiat(cents, currency, currentLanguage());
  const nameOf = (line: LineItem) =>
    line.kind === 'tip'
      ? t('transactions.details.tip', { percent: line.name })
      : line.name || t('transactions.details.customAmount');
  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {t('transactions.details.lineItems')}
      </h3>
      <table className="w-full text-left">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('transactions.details.item')}</th>
            <th scope="col">{t('transactions.details.quantity')}</th>
            <th scope="col">{t('transactions.amount')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {lines.map((line) => (
            <tr key={line.position}>
              <td className="py-1.5">{nameOf(line)}</td>
              <td className="py-1.5 text-right tabular-nums">
                {line.quantity} × {money(line.unitCents)}
              </td>
              <td className="py-1.5 text-right tabular-nums">{money(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
