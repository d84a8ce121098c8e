import type { FiatCurrency } from '@incasso/shared/money';
import type { Product } from '@incasso/shared/pos';
import { clsx } from 'clsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#components/ui/text-field.tsx';
import { money } from '../money';

interface ProductGridProps {
  products: Product[];
  fiatCurrency: FiatCurrency;
  /** How many of each product the cart holds: shown on its tile, so a tap is seen to count. */
  quantities: ReadonlyMap<string, number>;
  onAdd: (product: Product) => void;
}

const chipClasses = (isOn: boolean) =>
  clsx(
    'min-h-11 rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-500',
    isOn
      ? 'border-indigo-600 bg-indigo-600 text-white'
      : 'border-slate-300 bg-white text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200',
  );

/** The active products in the sale's currency, by category, with a search: one tap adds one. */
export function ProductGrid({ products, fiatCurrency, quantities, onAdd }: ProductGridProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const sellable = useMemo(
    () => products.filter((p) => p.active && p.currency === fiatCurrency),
    [products, fiatCurrency],
  );
  const categories = [...new Set(sellable.flatMap((p) => (p.category ? [p.category] : [])))];
  const needle = query.trim().toLowerCase();
  const shown = sellable.filter(
    (p) =>
      (category === null || p.category === category) &&
      (needle === '' || p.name.toLowerCase().includes(needle)),
  );

  return (
    <section aria-labelledby="pos-products" className="space-y-3">
      <h2 id="pos-products" className="sr-only">
        {t('pos.products')}
      </h2>
      <TextField
        label={t('pos.search')}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {categories.length > 0 && (
        <div role="group" aria-label={t('pos.categories')} className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={category === null}
            className={chipClasses(category === null)}
            onClick={() => setCategory(null)}
          >
            {t('pos.allCategories')}
          </button>
          {categories.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={category === name}
              className={chipClasses(category === name)}
              onClick={() => setCategory(name)}
            >
              {name}
            </button>
          ))}
        </div>
      )}
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('pos.noProducts')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {shown.map((product) => {
            const quantity = quantities.get(product.id) ?? 0;
            return (
              <li key={product.id}>
                <button
                  type="button"
                  data-testid="pos-product"
                  onClick={() => onAdd(product)}
                  className={clsx(
                    'relative flex min-h-24 w-full touch-manipulation flex-col items-start justify-between gap-2 rounded-xl border p-3 text-left shadow-sm transition duration-100 select-none hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-500 active:scale-95 active:bg-indigo-100 dark:active:bg-indigo-900',
                    quantity > 0
                      ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950/50'
                      : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800',
                  )}
                >
                  {quantity > 0 && (
                    <span
                      data-testid="pos-product-quantity"
                      aria-hidden
                      className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
                    >
                      {quantity}
                    </span>
                  )}
                  {product.imageUrl && (
                    <img
                      src={product.imageUrl}
                      alt=""
                      className="h-16 w-full rounded-lg object-cover"
                    />
                  )}
                  {/* Named by what it shows ("Add Latte, €3.20"): a label of its own would differ
                      from the visible words that speech control users say. */}
                  <span className="pr-8 font-medium break-words text-slate-900 dark:text-white">
                    <span className="sr-only">{t('pos.add')}</span> {product.name}
                    <span className="sr-only">,</span>
                  </span>{' '}
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    {money(product.priceCents, product.currency)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
