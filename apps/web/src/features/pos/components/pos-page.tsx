import type { Sale } from '@incasso/shared/pos';
import type { Wallet } from '@incasso/shared/wallets';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { useProducts } from '../api/get-products';
import { usePosSettings } from '../api/pos-settings';
import type { ReceiptShop } from '../receipt-shop';
import { CustomerView } from './customer-view';
import { ProductsManager } from './products-manager';
import { Till } from './till';
import { TillSettings } from './till-settings';

const TABS = ['till', 'products', 'settings'] as const;
type Tab = (typeof TABS)[number];

interface PosPageProps {
  /** The merchant's wallets; undefined while they load. */
  wallets: Wallet[] | undefined;
  /** The printed receipt's heading. */
  shop?: ReceiptShop;
  /** Shown in the customer view while waiting (the demo's "simulate payment"). */
  saleExtra?: (sale: Sale, isWaiting: boolean) => ReactNode;
}

/** /dashboard/pos: the till, its catalogue and its settings; a charge turns to the customer. */
export function PosPage({ wallets, shop, saleExtra }: PosPageProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('till');
  const [isAddingFirst, setAddingFirst] = useState(false);
  const [sale, setSale] = useState<Sale | null>(null);
  const products = useProducts();
  const settings = usePosSettings();

  if (sale) {
    return (
      <CustomerView
        sale={sale}
        shop={shop}
        onNewSale={() => setSale(null)}
        extra={saleExtra && ((isWaiting) => saleExtra(sale, isWaiting))}
      />
    );
  }
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{t('pages.pos')}</h1>
        <div role="tablist" aria-label={t('pages.pos')} className="flex gap-1">
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`pos-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="pos-panel"
              onClick={() => {
                setAddingFirst(false);
                setTab(name);
              }}
              className={clsx(
                'min-h-11 rounded-lg px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-500',
                tab === name
                  ? 'bg-indigo-600 text-white'
                  : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              {t(`pos.tabs.${name}`)}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" id="pos-panel" aria-labelledby={`pos-tab-${tab}`}>
        {products.isError || settings.isError ? (
          <SectionLoadError
            onRetry={() => void Promise.all([products.refetch(), settings.refetch()])}
          />
        ) : !products.data || !settings.data || !wallets ? (
          <SectionLoader />
        ) : tab === 'till' ? (
          wallets.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('pos.noWallet')}</p>
          ) : (
            <Till
              wallets={wallets}
              products={products.data}
              tipChoices={settings.data.tipPercents}
              onCharged={setSale}
              onAddProduct={() => {
                setAddingFirst(true);
                setTab('products');
              }}
            />
          )
        ) : tab === 'products' ? (
          <ProductsManager products={products.data} startAdding={isAddingFirst} />
        ) : (
          <TillSettings settings={settings.data} />
        )}
      </div>
    </div>
  );
}
