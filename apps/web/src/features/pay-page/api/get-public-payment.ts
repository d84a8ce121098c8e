import type { PublicPayment } from '@incasso/shared/payments';
import { ApiError, api } from '#lib/api-client.ts';
import { parsePublicPayment } from './parse-public-payment';

/** Whatever the pay page calls is public: a 401 must not end a merchant's session in the tab. */
export const PUBLIC_CALL = { handleUnauthorized: false } as const;

/** A 2xx answer that is not a PublicPayment. */
export const contractBroken = () =>
  new ApiError(502, 'serverError', 'The payment answer broke the contract.');

/** GET /api/pay/:id: what the payer may see of a request (public, no session). */
export async function getPublicPayment(id: string): Promise<PublicPayment> {
  const data = await api.get(`/api/pay/${encodeURIComponent(id)}`, PUBLIC_CALL);
  const payment = parsePublicPayment(data);
  if (!payment) throw contractBroken();
  return payment;
}
