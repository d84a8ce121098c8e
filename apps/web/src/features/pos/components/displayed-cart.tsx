import type { DisplayCart } from '@incasso/shared/pos';
import { useTranslation } from 'react-i18next';
import { money } from '../money';
import { DisplayLines } from './display-lines';

/** The cart while the cashier builds it: each line as it is added, and the running total. */
export function DisplayedCart({ cart }: { cart: DisplayCart }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="display-cart"
      data-testid="display-cart"
      className="w-full max-w-md space-y-4"
    >
      <h2 id="display-cart" className="text-xl font-semibold">
        {t('pos.cart')}
      </h2>
      <DisplayLines
        lines={cart.lineItems}
        fiatCurrency={cart.fiatCurrency}
        className="divide-y divide-slate-200 text-left text-lg dark:divide-slate-700 [&>li]:py-2"
      />
      <p className="flex justify-between border-t-2 border-slate-900 pt-3 text-3xl font-bold dark:border-white">
        <span>{t('pos.total')}</span>
        <span className="tabular-nums" data-testid="display-cart-total">
          {money(cart.totalCents, cart.fiatCurrency)}
        </span>
      </p>
    </section>
  );
}
