import type { FiatCurrency } from '@incasso/shared/money';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { cartTotals, type CartAction, type CartLine } from '../cart';
import { money } from '../money';

interface CartPanelProps {
  lines: CartLine[];
  fiatCurrency: FiatCurrency;
  tipPercent: number;
  onChange: (action: CartAction) => void;
}

/** The cart: each line with its quantity (more, less, remove), then subtotal, tip and total. */
export function CartPanel({ lines, fiatCurrency, tipPercent, onChange }: CartPanelProps) {
  const { t } = useTranslation();
  const totals = cartTotals(lines, tipPercent);
  const nameOf = (line: CartLine) => line.name || t('pos.customAmount');

  return (
    <section aria-labelledby="pos-cart" className="space-y-3">
      <h2 id="pos-cart" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('pos.cart')}
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('pos.cartEmpty')}</p>
      ) : (
        <ul aria-label={t('pos.cart')} className="divide-y divide-slate-200 dark:divide-slate-700">
          {lines.map((line) => (
            <li key={line.key} data-testid="pos-cart-line" className="flex items-center gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900 dark:text-white">
                  {nameOf(line)}
                </p>
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  {line.quantity} × {money(line.unitCents, fiatCurrency)}
                </p>
              </div>
              <Button
                variant="secondary"
                className="size-11 p-0"
                aria-label={t('pos.decrease', { name: nameOf(line) })}
                onClick={() => onChange({ type: 'decrement', key: line.key })}
              >
                <Minus aria-hidden className="size-4" />
              </Button>
              <span className="w-8 text-center tabular-nums">{line.quantity}</span>
              <Button
                variant="secondary"
                className="size-11 p-0"
                aria-label={t('pos.increase', { name: nameOf(line) })}
                onClick={() => onChange({ type: 'increment', key: line.key })}
              >
                <Plus aria-hidden className="size-4" />
              </Button>
              <Button
                variant="ghost"
                className="size-11 p-0"
                aria-label={t('pos.removeLine', { name: nameOf(line) })}
                onClick={() => onChange({ type: 'remove', key: line.key })}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between">
          <dt>{t('pos.subtotal')}</dt>
          <dd className="tabular-nums">{money(totals.subtotalCents, fiatCurrency)}</dd>
        </div>
        {totals.tipCents > 0 && (
          <div className="flex justify-between">
            <dt>{t('pos.tipLine', { percent: tipPercent })}</dt>
            <dd className="tabular-nums">{money(totals.tipCents, fiatCurrency)}</dd>
          </div>
        )}
        <div className="flex justify-between text-lg font-semibold">
          <dt>{t('pos.total')}</dt>
          <dd className="tabular-nums" data-testid="pos-total">
            {money(totals.totalCents, fiatCurrency)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
