import type { TFunction } from 'i18next';
import { errorMessage } from '#i18n/error-message.ts';
import { ApiError } from '#lib/api-client.ts';

// Keys the payments service answers with (apps/server payments.service.ts, prices).
const KNOWN_KEYS = new Set([
  'noCompatibleWallet',
  'walletNotFound',
  'amountTooSmall',
  'paymentBusy',
  'priceUnavailable',
]);

/** The text for a refused payment request. */
export function paymentErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && KNOWN_KEYS.has(error.key)) {
    return t(`payments.errors.${error.key}`);
  }
  return errorMessage(t, error, 'payments.errors.createFailed');
}
