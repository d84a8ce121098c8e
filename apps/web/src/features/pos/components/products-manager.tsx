import type { Product } from '@incasso/shared/pos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { money } from '../money';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductForm } from './product-form';

/** The catalogue: every product with edit and delete, and the form for a new one. */
export function ProductsManager({
  products,
  startAdding = false,
}: {
  products: Product[];
  /** Opens with the new product's form (the till's "add your first product"). */
  startAdding?: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Product | 'new' | null>(startAdding ? 'new' : null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  return (
    <section aria-labelledby="pos-catalogue" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="pos-catalogue" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('pos.catalogue')}
        </h2>
        {editing === null && (
          <Button onClick={() => setEditing('new')}>{t('pos.newProduct')}</Button>
        )}
      </div>
      {editing !== null && (
        <ProductForm
          key={editing === 'new' ? 'new' : editing.id}
          product={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {products.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('pos.catalogueEmpty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {products.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center gap-3 py-2">
              {product.imageUrl && (
                <img src={product.imageUrl} alt="" className="size-12 rounded-lg object-cover" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900 dark:text-white">{product.name}</p>
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  {money(product.priceCents, product.currency)}
                  {product.category && ` · ${product.category}`}
                  {!product.active && ` · ${t('pos.inactive')}`}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={t('pos.editProduct', { name: product.name })}
                onClick={() => setEditing(product)}
              >
                {t('pos.edit')}
              </Button>
              <Button
                variant="ghost"
                aria-label={t('pos.deleteProduct', { name: product.name })}
                onClick={() => setDeleting(product)}
              >
                {t('pos.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
