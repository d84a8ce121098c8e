import type { Sale } from '@incasso/shared/pos';
import { useTranslation } from 'react-i18next';
import { money } from '../money';

/** What was sold, line by line, and what was paid: on screen and on the printed receipt. */
export function SaleReceipt({ sale, txHash }: { sale: Sale; txHash: string | null }) {
  const { t } = useTranslation();
  const { payment } = sale;
  const nameOf = (line: Sale['lineItems'][number]) =>
    line.kind === 'tip'
      ? t('pos.tipLine', { percent: line.name.replace('%', '') })
      : line.name || t('pos.customAmount');
  return (
    <section
      aria-label={t('pos.receipt')}
      data-testid="pos-receipt"
      className="space-y-2 text-left"
    >
      <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {sale.lineItems.map((line) => (
          <li key={line.position} className="flex justify-between gap-3 py-1.5">
            <span>
              {line.quantity} × {nameOf(line)}
            </span>
            <span className="tabular-nums">{money(line.totalCents, payment.fiatCurrency)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between font-semibold">
        <span>{t('pos.total')}</span>
        <span className="tabular-nums">{money(payment.fiatCents, payment.fiatCurrency)}</span>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('pos.paidWith', { amount: payment.amount, symbol: payment.symbol })}
      </p>
      {txHash && <p className="font-mono text-xs break-all text-slate-500">{txHash}</p>}
      <p className="text-xs text-slate-500">{new Date(payment.createdAt).toLocaleString()}</p>
    </section>
  );
}
