import type { Sale } from '@incasso/shared/pos';
import { useTranslation } from 'react-i18next';
import { dateTime, decimal } from '#lib/format.ts';
import { money } from '../money';
import type { ReceiptShop } from '../receipt-shop';

interface SaleReceiptProps {
  sale: Sale;
  shop?: ReceiptShop;
  txHash: string | null;
}

/** The receipt: who sold, what was sold line by line and what was paid, on screen and on paper. */
export function SaleReceipt({ sale, shop, txHash }: SaleReceiptProps) {
  const { t } = useTranslation();
  const { payment } = sale;
  const nameOf = (line: Sale['lineItems'][number]) =>
    line.kind === 'tip'
      ? t('pos.tipLine', { percent: line.name.replace('%', '') })
      : line.name || t('pos.customAmount');
  return (
    <section
      aria-labelledby="pos-receipt-title"
      data-testid="pos-receipt"
      className="w-full space-y-2 text-left"
    >
      <header className="space-y-0.5 text-center" data-testid="pos-receipt-shop">
        <h3 id="pos-receipt-title" className="text-lg font-semibold uppercase tracking-wide">
          {t('pos.receipt')}
        </h3>
        {shop && <p className="font-medium">{shop.name}</p>}
        {shop?.address && <p className="text-sm">{shop.address}</p>}
        {shop?.vatNumber && (
          <p className="text-sm">{t('pos.vatNumber', { number: shop.vatNumber })}</p>
        )}
      </header>
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
        {t('pos.paidWith', { amount: decimal(payment.amount), symbol: payment.symbol })}
      </p>
      {txHash && <p className="font-mono text-xs break-all text-slate-500">{txHash}</p>}
      <p className="text-xs text-slate-500">
        <time dateTime={payment.createdAt}>{dateTime(payment.createdAt)}</time>
      </p>
    </section>
  );
}
