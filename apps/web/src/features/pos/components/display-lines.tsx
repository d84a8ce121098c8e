import type { FiatCurrency } from '@incasso/shared/money';
import type { LineItem } from '@incasso/shared/pos';
import { useTranslation } from 'react-i18next';
import { money } from '../money';

/** The lines of a cart or sale as the customer reads them, the tip named as such. */
export function DisplayLines({
  lines,
  fiatCurrency,
  className,
}: {
  lines: LineItem[];
  fiatCurrency: FiatCurrency;
  className?: string;
}) {
  const { t } = useTranslation();
  const nameOf = (line: LineItem) =>
    line.kind === 'tip'
      ? t('pos.tipLine', { percent: line.name.replace('%', '') })
      : line.name || t('pos.customAmount');
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={line.position} data-testid="display-line" className="flex justify-between gap-3">
          <span className="min-w-0 break-words">
            {line.kind === 'tip' ? nameOf(line) : `${line.quantity} × ${nameOf(line)}`}
          </span>
          <span className="tabular-nums">{money(line.totalCents, fiatCurrency)}</span>
        </li>
      ))}
    </ul>
  );
}
