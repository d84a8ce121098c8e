import { CHAIN_IDS, CHAINS } from '@incasso/shared/chains';
import { CURRENCY_IDS, currencySymbol } from '@incasso/shared/currencies';
import { FIAT_CURRENCIES } from '@incasso/shared/money';
import {
  TRANSACTION_SEARCH_MAX,
  TRANSACTION_SORTS,
  TRANSACTION_STATUSES,
} from '@incasso/shared/transactions';
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import {
  EMPTY_FILTERS,
  filterErrors,
  type FilterErrors,
  type FilterKey,
  type FilterValues,
} from '../filters';

interface TransactionFiltersFormProps {
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}

/**
 * Search, date and amount ranges, status, chain, coin, fiat currency and sort. Checked with the
 * server's own rules before they are applied; mount it with a key of the applied filters so
 * the fields follow the address bar (back, a shared link).
 */
export function TransactionFiltersForm({ values, onApply }: TransactionFiltersFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(values);
  const [errors, setErrors] = useState<FilterErrors>({});

  const set = (key: FilterKey) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const errorOf = (key: FilterKey) => {
    const error = errors[key];
    return error
      ? t(`transactions.filters.errors.${error}`, t('transactions.filters.errors.invalid'))
      : undefined;
  };
  const anyOption = <option value="">{t('transactions.filters.any')}</option>;
  const select = (key: FilterKey, options: ReactNode) => (
    <SelectField label={t(`transactions.filters.${key}`)} value={draft[key]} onChange={set(key)}>
      {key !== 'sort' && anyOption}
      {options}
    </SelectField>
  );
  const text = (key: FilterKey, props: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={t(`transactions.filters.${key}`)}
      value={draft[key]}
      onChange={set(key)}
      error={errorOf(key)}
      {...props}
    />
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = filterErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  }

  return (
    <form
      aria-label={t('transactions.filters.title')}
      onSubmit={handleSubmit}
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {text('q', {
          type: 'search',
          maxLength: TRANSACTION_SEARCH_MAX,
          placeholder: t('transactions.filters.qPlaceholder'),
          className: 'sm:col-span-2',
        })}
        {text('from', { type: 'date' })}
        {text('to', { type: 'date' })}
        {select(
          'status',
          TRANSACTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`transactions.status.${status}`)}
            </option>
          )),
        )}
        {select(
          'chain',
          CHAIN_IDS.map((id) => (
            <option key={id} value={id}>
              {CHAINS[id].name}
            </option>
          )),
        )}
        {select(
          'currency',
          CURRENCY_IDS.map((id) => (
            <option key={id} value={id}>
              {currencySymbol(id)}
            </option>
          )),
        )}
        {select(
          'fiat',
          FIAT_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          )),
        )}
        {text('min', { inputMode: 'decimal', placeholder: '0.00' })}
        {text('max', { inputMode: 'decimal', placeholder: '0.00' })}
        {select(
          'sort',
          TRANSACTION_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`transactions.sort.${sort}`)}
            </option>
          )),
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            setErrors({});
            onApply(EMPTY_FILTERS);
          }}
        >
          {t('transactions.filters.clear')}
        </Button>
        <Button type="submit">{t('transactions.filters.apply')}</Button>
      </div>
    </form>
  );
}
