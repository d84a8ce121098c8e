import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

interface TipPickerProps {
  choices: number[];
  value: number;
  onChange: (percent: number) => void;
}

/** No tip or one of the merchant's percentages, as large toggle buttons. */
export function TipPicker({ choices, value, onChange }: TipPickerProps) {
  const { t } = useTranslation();
  if (choices.length === 0) return null;
  return (
    <div role="radiogroup" aria-label={t('pos.tip')} className="flex flex-wrap gap-2">
      {[0, ...choices].map((percent) => (
        <button
          key={percent}
          type="button"
          role="radio"
          aria-checked={value === percent}
          onClick={() => onChange(percent)}
          className={clsx(
            'min-h-11 min-w-16 rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-500',
            value === percent
              ? 'border-indigo-600 bg-indigo-600 text-white'
              : 'border-slate-300 bg-white text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200',
          )}
        >
          {percent === 0 ? t('pos.noTip') : `${percent}%`}
        </button>
      ))}
    </div>
  );
}
