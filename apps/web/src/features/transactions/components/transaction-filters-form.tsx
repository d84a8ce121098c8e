import { CHAIN_IDS, CHAINS } from '@incasso/shared/chains';
import { CURRENCY_IDS, currencySymbol } from '@incasso/shared/currencies';
import {
  TRANSACTION_SEARCH_MAX,
  TRANSACTION_SORTS,
  TRANSACTION_STATUSES,
  TransactionFiltersSchema,
} from '@incasso/shared/transactions';
import { FIAT_AMOUNT_TEXT_MAX, FIAT_CURRENCIES } from '@incasso/shared/money';
import { clsx } from 'clsx';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import {
  EMPTY_FILTERS,
  filtersInput,
  filtersToSearch,
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
  const moreId = useId();
  // On a phone the fields past the search stack a screen high above the list: they fold away
  // until asked for, unless some of them are in use.
  const [isMoreOpen, setMoreOpen] = useState(() => filtersToSearch({ ...values, q: '' }).size > 0);
  const form = useSchemaForm({
    schema: TransactionFiltersSchema,
    initial: values,
    toInput: filtersInput,
    // The address bar keeps the text as typed: the page reads it back through the schema.
    onSubmit: (_, { values: draft }) => {
      onApply(draft);
      return undefined;
    },
    message: (key) =>
      t(`transactions.filters.errors.${key}`, t('transactions.filters.errors.invalid')),
  });
  // A refused value stays in sight even when its field was folded away.
  const showsMore = isMoreOpen || Object.keys(form.errors).some((field) => field !== 'q');
  const anyOption = <option value="">{t('transactions.filters.any')}</option>;
  const select = (key: FilterKey, options: ReactNode) => (
    <SelectField label={t(`transactions.filters.${key}`)} {...form.field(key)}>
      {key !== 'sort' && anyOption}
      {options}
    </SelectField>
  );
  const text = (key: FilterKey, props: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField label={t(`transactions.filters.${key}`)} {...form.field(key)} {...props} />
  );

  return (
    <form
      aria-label={t('transactions.filters.title')}
      onSubmit={form.handleSubmit}
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
        <div className="sm:hidden">
          <Button
            variant="secondary"
            aria-expanded={showsMore}
            aria-controls={moreId}
            onClick={() => setMoreOpen(!showsMore)}
          >
            {t(showsMore ? 'transactions.filters.fewer' : 'transactions.filters.more')}
          </Button>
        </div>
        {/* From the sm breakpoint the wrapper steps aside and its fields join the grid. */}
        <div id={moreId} className={clsx(showsMore ? 'grid' : 'hidden', 'gap-4 sm:contents')}>
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
          {text('min', {
            inputMode: 'decimal',
            placeholder: '0.00',
            maxLength: FIAT_AMOUNT_TEXT_MAX,
          })}
          {text('max', {
            inputMode: 'decimal',
            placeholder: '0.00',
            maxLength: FIAT_AMOUNT_TEXT_MAX,
          })}
          {select(
            'sort',
            TRANSACTION_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`transactions.sort.${sort}`)}
              </option>
            )),
          )}
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            form.reset(EMPTY_FILTERS);
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
