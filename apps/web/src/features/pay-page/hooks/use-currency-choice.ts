import type { CurrencyId } from '@incasso/shared/currencies';
import type { PublicPayment } from '@incasso/shared/payments';
import { useState } from 'react';
import { choosePaymentCurrency } from '../api/choose-payment-currency';
import type { PayTextKey } from '../i18n/pay-texts';
import { choiceErrorKey } from '../lib/choice-error';

/** Posts the payer's coin; `onChosen` receives the request with its amount, address and QR. */
export function useCurrencyChoice(paymentId: string, onChosen: (payment: PublicPayment) => void) {
  const [pending, setPending] = useState<CurrencyId | null>(null);
  const [error, setError] = useState<PayTextKey | null>(null);

  async function choose(currency: CurrencyId) {
    setPending(currency);
    setError(null);
    try {
      onChosen(await choosePaymentCurrency(paymentId, currency));
    } catch (failure) {
      setError(choiceErrorKey(failure));
    } finally {
      setPending(null);
    }
  }

  return { choose, pending, error };
}
