import type { TFunction } from 'i18next';
import { errorMessage } from '#i18n/error-message.ts';
import { ApiError } from '#lib/api-client.ts';

export interface WalletFormErrors {
  name?: string;
  address?: string;
  acceptedCurrencyIds?: string;
  /** Not about one field: shown above the submit button. */
  form?: string;
}

const FIELDS = ['name', 'address', 'acceptedCurrencyIds'] as const;
type Field = (typeof FIELDS)[number];

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

function fieldMessage(t: TFunction, key: string): string {
  return KNOWN_KEYS.has(key) ? t(`wallets.errors.${key}`) : t('errors.invalidInput');
}

/** Field errors from stable keys, as the browser's schema check and the server both give them. */
export function walletFieldErrors(t: TFunction, fields: Partial<Record<string, string>>) {
  const errors: WalletFormErrors = {};
  for (const field of FIELDS) {
    const key = fields[field];
    if (key) errors[field as Field] = fieldMessage(t, key);
  }
  return errors;
}

function fieldsOf(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return {};
  const fields: unknown = body.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** What a refused creation shows: per field when the server names one, else one message. */
export function walletCreateErrors(t: TFunction, error: unknown): WalletFormErrors {
  const errors = error instanceof ApiError ? walletFieldErrors(t, fieldsOf(error.body)) : {};
  if (Object.keys(errors).length > 0) return errors;
  if (error instanceof ApiError && KNOWN_KEYS.has(error.key)) {
    return { form: t(`wallets.errors.${error.key}`) };
  }
  return { form: errorMessage(t, error, 'wallets.errors.createFailed') };
}
