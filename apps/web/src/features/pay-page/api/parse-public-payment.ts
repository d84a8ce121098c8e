import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId, CurrencySymbol } from '@incasso/shared/currencies';
import type { FiatCurrency } from '@incasso/shared/money';
import type {
  PayableCurrency,
  PaymentFlags,
  PaymentPurpose,
  PublicPayment,
} from '@incasso/shared/payments';
import { isPaymentStatus } from '#lib/payment-status.ts';

// The pay page is the one screen a payer's phone loads cold, so it checks the answer of
// GET /api/pay/:id by hand, with type-only imports, instead of pulling zod and the chain
// registry into its chunk (decision note 020). The Record types make the compiler fail when
// the shared lists change; the test compares this parser with PublicPaymentSchema.
const CHAINS: Record<ChainId, true> = { bsc: true, cronos: true, ethereum: true, polygon: true };
const CURRENCIES: Record<CurrencyId, true> = {
  usdt: true,
  usdc: true,
  dai: true,
  btc: true,
  eth: true,
  bnb: true,
};
const SYMBOLS: Record<CurrencySymbol, true> = {
  USDT: true,
  USDC: true,
  DAI: true,
  BTC: true,
  ETH: true,
  BNB: true,
};
const FIATS: Record<FiatCurrency, true> = { EUR: true, USD: true };

type Json = Record<string, unknown>;

const oneOf =
  <T extends string>(set: Record<T, true>) =>
  (value: unknown): value is T =>
    typeof value === 'string' && Object.hasOwn(set, value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const nullable =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || check(value);
const isNullableString = nullable(isString);
const isCurrency = oneOf(CURRENCIES);
const isSymbol = oneOf(SYMBOLS);

function parseFlags(value: unknown): PaymentFlags | null {
  if (typeof value !== 'object' || value === null) return null;
  const { paidLate, paidPartial, underpaid, overpaid } = value as Json;
  const flags = [paidLate, paidPartial, underpaid, overpaid];
  if (!flags.every((flag) => typeof flag === 'boolean')) return null;
  return { paidLate, paidPartial, underpaid, overpaid } as PaymentFlags;
}

function parseChoices(value: unknown): PayableCurrency[] | null {
  if (!Array.isArray(value)) return null;
  const choices: PayableCurrency[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { currency, symbol } = item as Json;
    if (!isCurrency(currency) || !isSymbol(symbol)) return null;
    choices.push({ currency, symbol });
  }
  return choices;
}

/** What the request is for; undefined when the answer breaks the contract. */
function parsePurpose(value: unknown): PaymentPurpose | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const purpose = value as Json;
  switch (purpose['kind']) {
    case 'invoice':
      return isString(purpose['number'])
        ? { kind: 'invoice', number: purpose['number'] }
        : undefined;
    case 'recurring':
      return isString(purpose['description'])
        ? { kind: 'recurring', description: purpose['description'] }
        : undefined;
    case 'plan': {
      const { planName, interval } = purpose;
      const isInterval = interval === null || interval === 'monthly' || interval === 'yearly';
      return isString(planName) && isInterval ? { kind: 'plan', planName, interval } : undefined;
    }
    case 'fees':
      return oneOf(FIATS)(purpose['currency'])
        ? { kind: 'fees', currency: purpose['currency'] }
        : undefined;
    case 'link':
      return isString(purpose['title']) ? { kind: 'link', title: purpose['title'] } : undefined;
    case 'order':
      return isString(purpose['orderId'])
        ? { kind: 'order', orderId: purpose['orderId'] }
        : undefined;
    default:
      return undefined;
  }
}

const FIELDS = {
  id: isString,
  status: isPaymentStatus,
  merchantName: isString,
  chain: oneOf(CHAINS),
  chainName: isString,
  chainId: isInt,
  address: isString,
  // Null until the payer of an API request picks a coin.
  currency: nullable(isCurrency),
  symbol: nullable(isSymbol),
  decimals: nullable(isInt),
  amount: isNullableString,
  amountBaseUnits: isNullableString,
  fiatAmount: isString,
  fiatCurrency: oneOf(FIATS),
  expiresAt: isString,
  qrContent: isNullableString,
  eip681: isNullableString,
  watchKey: isNullableString,
  paidAmount: isNullableString,
  txHash: isNullableString,
  explorerTxUrl: isNullableString,
  confirmations: isInt,
  requiredConfirmations: isInt,
  redirectUrl: isNullableString,
} satisfies Record<
  Exclude<keyof PublicPayment, 'flags' | 'currencyChoices' | 'purpose'>,
  (value: unknown) => boolean
>;

/** The pay page's data, or null when the answer breaks the contract. */
export function parsePublicPayment(data: unknown): PublicPayment | null {
  if (typeof data !== 'object' || data === null) return null;
  const json = data as Json;
  const flags = parseFlags(json['flags']);
  const currencyChoices = parseChoices(json['currencyChoices']);
  const purpose = parsePurpose(json['purpose']);
  if (!flags || !currencyChoices || purpose === undefined) return null;
  const picked: Json = { flags, currencyChoices, purpose };
  for (const [field, check] of Object.entries(FIELDS)) {
    if (!check(json[field])) return null;
    picked[field] = json[field];
  }
  return picked as PublicPayment;
}
