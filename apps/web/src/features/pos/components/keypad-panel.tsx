import type { FiatCurrency } from '@incasso/shared/money';
import { Delete } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { keyFromKeyboard, keypadCents, pressKey, type KeypadKey } from '../keypad';
import { money } from '../money';

const DIGITS: KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0'];

interface KeypadPanelProps {
  fiatCurrency: FiatCurrency;
  onAdd: (cents: number) => void;
}

/** A custom amount typed from the right, as on a card terminal; the keyboard types too. */
export function KeypadPanel({ fiatCurrency, onAdd }: KeypadPanelProps) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState('');
  const cents = keypadCents(digits);

  function handleAdd() {
    if (cents === 0) return;
    onAdd(cents);
    setDigits('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' && event.target === event.currentTarget) return handleAdd();
    const key = keyFromKeyboard(event.key);
    if (!key) return;
    event.preventDefault();
    setDigits((current) => pressKey(current, key));
  }

  return (
    <div
      role="group"
      aria-label={t('pos.keypad')}
      tabIndex={0}
      onKeyDown={handleKeyDown}
      className="space-y-3 rounded-xl focus-visible:outline-2 focus-visible:outline-indigo-500"
    >
      <output
        aria-live="polite"
        data-testid="pos-keypad-amount"
        className="block rounded-lg bg-slate-100 px-4 py-3 text-right text-3xl font-semibold tabular-nums dark:bg-slate-800"
      >
        {money(cents, fiatCurrency)}
      </output>
      <div className="grid grid-cols-3 gap-2">
        {DIGITS.map((key) => (
          <Button
            key={key}
            variant="secondary"
            className="h-14 text-xl"
            onClick={() => setDigits((current) => pressKey(current, key))}
          >
            {key}
          </Button>
        ))}
        <Button
          variant="secondary"
          className="h-14"
          aria-label={t('pos.backspace')}
          onClick={() => setDigits((current) => pressKey(current, 'back'))}
        >
          <Delete aria-hidden className="size-5" />
        </Button>
      </div>
      <Button size="lg" className="h-14 w-full" disabled={cents === 0} onClick={handleAdd}>
        {t('pos.addAmount')}
      </Button>
    </div>
  );
}
