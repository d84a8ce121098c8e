import type { TFunction } from 'i18next';
import { errorMessage } from '#i18n/error-message.ts';
import { ApiError } from '#lib/api-client.ts';

/** The fields of the add-wallet form that show their own errors. */
export const WALLET_FIELDS = ['name', 'address', 'acceptedCurrencyIds'] as const;

// Stable keys from the shared wallet schema and the wallets service.
const KNOWN_KEYS = new Set([
  'invalidAddress',
  'currencyNotOnChain',
  'walletExists',
  'addressClaimed',
  'invalidProof',
  'nameRequired',
  'nameTooLong',
  'currencyRequired',
]);

/** A field's stable key, as the browser's schema check and the server both give them. */
export function walletFieldMessage(t: TFunction, key: string): string {
  return KNOWN_KEYS.has(key) ? t(`wallets.errors.${key}`) : t('errors.invalidInput');
}

/** What a refused creation that names none of the fields shows, above the button. */
export function walletFailureMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && KNOWN_KEYS.has(error.key))
    return t(`wallets.errors.${error.key}`);
  return errorMessage(t, error, 'wallets.errors.createFailed');
}
