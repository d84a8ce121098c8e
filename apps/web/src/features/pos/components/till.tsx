import type { CurrencyId } from '@incasso/shared/currencies';
import type { FiatCurrency } from '@incasso/shared/money';
import type { Product, Sale } from '@incasso/shared/pos';
import type { Wallet } from '@incasso/shared/wallets';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useCreateSale } from '../api/create-sale';
import { useCartSync } from '../api/save-cart';
import { cartReducer, cartTotals, saleLines } from '../cart';
import { money } from '../money';
import { CartPanel } from './cart-panel';
import { ChargeBar } from './charge-bar';
import { EmptyCatalogue } from './empty-catalogue';
import { ChargeOptions } from './charge-options';
import { KeypadPanel } from './keypad-panel';
import { ProductGrid } from './product-grid';
import { TipPicker } from './tip-picker';

interface TillProps {
  wallets: Wallet[];
  products: Product[];
  tipChoices: number[];
  onCharged: (sale: Sale) => void;
  /** Opens the catalogue, for a till with no product yet. */
  onAddProduct: () => void;
}

const firstCoin = (wallet: Wallet | undefined): CurrencyId | '' =>
  wallet?.acceptedCurrencyIds[0] ?? '';

/** The counter screen: products or keypad into the cart, a tip, the coin, then "Charge". */
export function Till({ wallets, products, tipChoices, onCharged, onAddProduct }: TillProps) {
  const { t } = useTranslation();
  const [lines, dispatch] = useReducer(cartReducer, []);
  const [tipPercent, setTipPercent] = useState(0);
  const [walletId, setWalletId] = useState(wallets[0]?.id ?? '');
  const [coin, setCoin] = useState<CurrencyId | ''>(firstCoin(wallets[0]));
  const [fiatCurrency, setFiatCurrency] = useState<FiatCurrency>(
    products.find((p) => p.active)?.currency ?? 'EUR',
  );
  const cartSync = useCartSync({ fiatCurrency, lines: saleLines(lines), tipPercent });
  const charge = useCreateSale(cartSync.beforeCharge);
  const { totalCents } = cartTotals(lines, tipPercent);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const quantities = new Map(
    lines.flatMap((line) => (line.kind === 'product' ? [[line.productId, line.quantity]] : [])),
  );

  const cannotCharge = lines.length === 0 || !coin;

  function handleWallet(id: string) {
    setWalletId(id);
    setCoin(firstCoin(wallets.find((w) => w.id === id)));
  }

  function handleFiat(currency: FiatCurrency) {
    // Catalogue lines are priced in one currency: a switch starts a fresh cart.
    setFiatCurrency(currency);
    dispatch({ type: 'clear' });
  }

  function handleCharge() {
    if (!coin || lines.length === 0) return;
    charge.mutate(
      { walletId, currency: coin, fiatCurrency, lines: saleLines(lines), tipPercent },
      {
        onSuccess: (sale) => {
          dispatch({ type: 'clear' });
          setTipPercent(0);
          onCharged(sale);
        },
        onError: (error) => {
          cartSync.chargeFailed();
          toast.error(errorMessage(t, error, 'pos.chargeFailed'));
        },
      },
    );
  }

  return (
    <div className="grid gap-6 pb-24 lg:grid-cols-[minmax(0,1fr)_24rem] lg:pb-0">
      <div className="min-w-0 space-y-6">
        {products.length === 0 ? (
          <EmptyCatalogue onAddProduct={onAddProduct} />
        ) : (
          <ProductGrid
            products={products}
            fiatCurrency={fiatCurrency}
            quantities={quantities}
            onAdd={(product) => dispatch({ type: 'addProduct', product })}
          />
        )}
        <details
          className="rounded-xl border border-slate-200 p-3 dark:border-slate-700"
          open={products.length === 0}
        >
          <summary className="min-h-11 cursor-pointer py-2 font-medium">
            {t('pos.customAmount')}
          </summary>
          <KeypadPanel
            fiatCurrency={fiatCurrency}
            onAdd={(cents) => dispatch({ type: 'addCustom', cents, name: '' })}
          />
        </details>
      </div>
      <div className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <CartPanel
          lines={lines}
          fiatCurrency={fiatCurrency}
          tipPercent={tipPercent}
          onChange={dispatch}
        />
        <TipPicker choices={tipChoices} value={tipPercent} onChange={setTipPercent} />
        <ChargeOptions
          wallets={wallets}
          walletId={walletId}
          coin={coin}
          fiatCurrency={fiatCurrency}
          onWallet={handleWallet}
          onCoin={setCoin}
          onFiat={handleFiat}
        />
        {/* On a phone the bar below takes the charge. */}
        <div className="hidden lg:block">
          <Button
            size="lg"
            data-testid="pos-charge"
            className="h-16 w-full text-xl"
            disabled={cannotCharge}
            isBusy={charge.isPending}
            onClick={handleCharge}
          >
            {t('pos.charge', { amount: money(totalCents, fiatCurrency) })}
          </Button>
        </div>
      </div>
      <ChargeBar
        itemCount={itemCount}
        totalCents={totalCents}
        fiatCurrency={fiatCurrency}
        isDisabled={cannotCharge}
        isBusy={charge.isPending}
        onCharge={handleCharge}
      />
    </div>
  );
}
