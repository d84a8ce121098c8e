import { PackagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';

/** A till with no product yet: what the catalogue is for, and the way to fill it. */
export function EmptyCatalogue({ onAddProduct }: { onAddProduct: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="pos-empty-catalogue"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-600"
    >
      <PackagePlus aria-hidden className="size-10 text-indigo-500" />
      <h2 id="pos-empty-catalogue" className="font-semibold text-slate-900 dark:text-white">
        {t('pos.emptyCatalogueTitle')}
      </h2>
      <p className="max-w-sm text-sm text-slate-600 dark:text-slate-300">
        {t('pos.emptyCatalogueHint')}
      </p>
      <Button onClick={onAddProduct}>{t('pos.addFirstProduct')}</Button>
    </section>
  );
}
