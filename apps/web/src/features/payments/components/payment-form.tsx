import { CHAINS } from '@incasso/shared/chains';
import { CURRENCIES, type CurrencyId } from '@incasso/shared/currencies';
import { FIAT_AMOUNT_TEXT_MAX } from '@incasso/shared/money';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ChainIcon } from '#components/ui/chain-icon.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import type { PaymentCreatorState } from '../hooks/use-payment-creator';
import { paymentErrorMessage } from '../payment-errors';
import { CryptoAmountField } from './crypto-amount-field';
import { FiatCurrencyToggle } from './fiat-currency-toggle';

/** SPEC section 5's form: wallet, currency, fiat currency and amount, crypto amount, generate. */
export function PaymentForm({ creator }: { creator: PaymentCreatorState }) {
  const { t } = useTranslation();
  const { wallet, quote, isLocked, creation } = creator;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    creator.generate();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <SelectField
        label={t('payments.wallet')}
        value={wallet?.id ?? ''}
        onChange={(event) => creator.selectWallet(event.target.value)}
        disabled={isLocked}
        icon={wallet && <ChainIcon chain={wallet.chainId} />}
      >
        {creator.wallets.map((item) => (
          <option key={item.id} value={item.id}>
            {t('payments.walletOption', { name: item.name, chain: CHAINS[item.chainId].name })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('payments.currency')}
        value={creator.currency ?? ''}
        onChange={(event) => creator.selectCurrency(event.target.value as CurrencyId)}
        disabled={isLocked}
      >
        {wallet?.acceptedCurrencyIds.map((id) => (
          <option key={id} value={id}>
            {`${CURRENCIES[id].symbol} · ${CURRENCIES[id].name}`}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap items-start gap-4">
        <FiatCurrencyToggle
          value={creator.fiatCurrency}
          onChange={creator.setFiatCurrency}
          disabled={isLocked}
        />
        <TextField
          label={t('payments.fiatAmount')}
          value={creator.fiatText}
          onChange={(event) => creator.setFiatText(event.target.value)}
          disabled={isLocked}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('payments.fiatPlaceholder')}
          maxLength={FIAT_AMOUNT_TEXT_MAX}
          className="min-w-40 flex-1 [&_input]:text-lg [&_input]:font-semibold [&_input]:tabular-nums"
          error={quote.fiatError ? t(`payments.errors.amount.${quote.fiatError}`) : undefined}
        />
      </div>
      <CryptoAmountField
        amount={quote.cryptoAmount}
        symbol={creator.currency ? CURRENCIES[creator.currency].symbol : ''}
        fiatCurrency={creator.fiatCurrency}
        rate={quote.rate}
        source={quote.source}
        isLookingUp={quote.isLookingUp && quote.fiatCents > 0}
        priceError={quote.hasPriceError ? { onRetry: quote.retry } : undefined}
      />
      {creation.isError && (
        <p role="alert" className="text-sm font-medium text-rose-600 dark:text-rose-400">
          {paymentErrorMessage(t, creation.error)}
        </p>
      )}
      {!creator.request && (
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!creator.canGenerate}
          isBusy={creation.isPending}
        >
          {t('payments.generate')}
        </Button>
      )}
    </form>
  );
}
