import type { PaymentLinkAmount } from '@incasso/shared/payment-links';
import type { FiatCurrency } from '@incasso/shared/money';
import type { TFunction } from 'i18next';
import { fiat } from '#lib/format.ts';

/** '12,50 €', or 'Da 5,00 € a 100,00 €' for an amount the payer types. */
export function amountText(t: TFunction, amount: PaymentLinkAmount, currency: FiatCurrency) {
  return amount.kind === 'fixed'
    ? fiat(amount.cents, currency)
    : t('paymentLinks.range', {
        min: fiat(amount.minCents, currency),
        max: fiat(amount.maxCents, currency),
      });
}
