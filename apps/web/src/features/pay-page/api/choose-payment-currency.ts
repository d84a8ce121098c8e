import type { CurrencyId } from '@incasso/shared/currencies';
import type { ChoosePaymentCurrencyInput, PublicPayment } from '@incasso/shared/payments';
import { api } from '#lib/api-client.ts';
import { contractBroken, PUBLIC_CALL } from './get-public-payment';
import { parsePublicPayment } from './parse-public-payment';

/**
 * POST /api/pay/:id/currency: the payer's coin for a request priced in fiat only. The server
 * fixes the rate and a unique amount and answers the request as the page now shows it; while
 * nothing is paid the payer may choose again.
 */
export async function choosePaymentCurrency(
  id: string,
  currency: CurrencyId,
): Promise<PublicPayment> {
  const body: ChoosePaymentCurrencyInput = { currency };
  const data = await api.post(`/api/pay/${encodeURIComponent(id)}/currency`, body, PUBLIC_CALL);
  const payment = parsePublicPayment(data);
  if (!payment) throw contractBroken();
  return payment;
}
