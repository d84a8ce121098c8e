import type { CurrencyId } from '@incasso/shared/currencies';
import { centsToDecimalString, type FiatCurrency } from '@incasso/shared/money';
import type { PaymentRequest } from '@incasso/shared/payments';
import type { Wallet } from '@incasso/shared/wallets';
import { useState } from 'react';
import { useCreatePayment } from '../api/create-payment';
import { usePaymentQuote } from './use-payment-quote';

/** The wallet's first accepted currency unless `current` is one of them (SPEC section 5). */
function acceptedOr(wallet: Wallet | undefined, current: CurrencyId | null): CurrencyId | null {
  if (!wallet) return null;
  if (current && wallet.acceptedCurrencyIds.includes(current)) return current;
  return wallet.acceptedCurrencyIds[0] ?? null;
}

/**
 * The payment creator's state and rules (SPEC sections 4 and 5): wallet, currency limited to
 * the wallet's, fiat EUR or USD, the amount and its crypto quote; the form locks once a request
 * exists, and a new request clears it and both amounts.
 */
export function usePaymentCreator(wallets: Wallet[]) {
  const [walletId, setWalletId] = useState(wallets[0]?.id ?? '');
  const wallet = wallets.find((item) => item.id === walletId) ?? wallets[0];
  const [chosenCurrency, setChosenCurrency] = useState<CurrencyId | null>(null);
  const currency = acceptedOr(wallet, chosenCurrency);
  const [fiatCurrency, setFiatCurrency] = useState<FiatCurrency>('EUR');
  const [fiatText, setFiatText] = useState('');
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const creation = useCreatePayment();
  const quote = usePaymentQuote({
    chain: wallet?.chainId ?? null,
    currency,
    fiatCurrency,
    fiatText,
  });

  const isLocked = request !== null || creation.isPending;
  const canGenerate =
    !isLocked &&
    wallet !== undefined &&
    currency !== null &&
    quote.fiatCents > 0 &&
    quote.cryptoAmount !== null &&
    !quote.isLookingUp;

  function selectWallet(id: string) {
    setWalletId(id);
    setChosenCurrency(
      acceptedOr(
        wallets.find((item) => item.id === id),
        currency,
      ),
    );
  }

  function generate() {
    if (!canGenerate || !wallet || !currency) return;
    creation.mutate(
      {
        walletId: wallet.id,
        currency,
        fiatAmount: centsToDecimalString(quote.fiatCents),
        fiatCurrency,
      },
      { onSuccess: setRequest },
    );
  }

  function startNew() {
    setRequest(null);
    setFiatText('');
    creation.reset();
  }

  return {
    wallets,
    wallet,
    selectWallet,
    currency,
    selectCurrency: setChosenCurrency,
    fiatCurrency,
    setFiatCurrency,
    fiatText,
    setFiatText,
    quote,
    request,
    creation,
    isLocked,
    canGenerate,
    generate,
    startNew,
  };
}

export type PaymentCreatorState = ReturnType<typeof usePaymentCreator>;
