import type { CurrencyId } from '@incasso/shared/currencies';
import { parseFiatAmount, type FiatCurrency } from '@incasso/shared/money';
import type { FieldErrors } from '#lib/forms/field-errors.ts';

// The form's text state and its translation into CreatePaymentLinkInputSchema: the rules the
// server applies decide what the form shows as an error.

export interface LinkDraft {
  title: string;
  description: string;
  currency: FiatCurrency;
  amountKind: 'fixed' | 'open';
  amountText: string;
  minText: string;
  maxText: string;
  walletId: string;
  currencies: CurrencyId[];
  redirectUrl: string;
}

/** The keys the shared schema uses as messages; anything else shows as a generic error. */
const KNOWN_MESSAGES = new Set([
  'required',
  'tooLong',
  'coinsRequired',
  'amountTooSmall',
  'amountInvalid',
  'minAboveMax',
  'invalidRedirectUrl',
  'currencyNotAccepted',
]);

export const errorKeyOf = (key: string) => (KNOWN_MESSAGES.has(key) ? key : 'invalid');

/** The schema's paths, shown under the inputs they are typed in. */
export const LINK_FIELD_OF = {
  'amount.cents': 'amountText',
  'amount.minCents': 'minText',
  'amount.maxCents': 'maxText',
};

export const emptyLinkDraft = (walletId: string): LinkDraft => ({
  title: '',
  description: '',
  currency: 'EUR',
  amountKind: 'fixed',
  amountText: '',
  minText: '',
  maxText: '',
  walletId,
  currencies: [],
  redirectUrl: '',
});

const centsOf = (text: string) => {
  const parsed = parseFiatAmount(text);
  return parsed.ok ? parsed.cents : Number.NaN;
};

/** Amount texts that are not amounts: the schema only sees numbers. */
export function checkLinkAmounts(draft: LinkDraft): FieldErrors {
  const texts =
    draft.amountKind === 'fixed' ? (['amountText'] as const) : (['minText', 'maxText'] as const);
  return Object.fromEntries(
    texts.filter((field) => !parseFiatAmount(draft[field]).ok).map((f) => [f, 'amountInvalid']),
  );
}

/** What CreatePaymentLinkInputSchema reads of the draft. */
export function linkBody(draft: LinkDraft) {
  return {
    title: draft.title,
    description: draft.description,
    currency: draft.currency,
    amount:
      draft.amountKind === 'fixed'
        ? { kind: 'fixed', cents: centsOf(draft.amountText) }
        : { kind: 'open', minCents: centsOf(draft.minText), maxCents: centsOf(draft.maxText) },
    walletId: draft.walletId,
    currencies: draft.currencies,
    redirectUrl: draft.redirectUrl.trim() || null,
  };
}
