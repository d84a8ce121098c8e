import { currencySymbol, type CurrencyId } from '@incasso/shared/currencies';
import { FIAT_CURRENCIES, type FiatCurrency } from '@incasso/shared/money';
import type { Wallet } from '@incasso/shared/wallets';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#components/ui/select-field.tsx';
import { WalletPicker } from './wallet-picker';

interface ChargeOptionsProps {
  wallets: Wallet[];
  walletId: string;
  coin: CurrencyId | '';
  fiatCurrency: FiatCurrency;
  onWallet: (walletId: string) => void;
  onCoin: (coin: CurrencyId) => void;
  onFiat: (currency: FiatCurrency) => void;
}

/** Which of the merchant's wallets and coins the sale is charged in, and its fiat currency. */
export function ChargeOptions(props: ChargeOptionsProps) {
  const { t } = useTranslation();
  const wallet = props.wallets.find((w) => w.id === props.walletId);
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="col-span-2">
        <WalletPicker wallets={props.wallets} value={props.walletId} onChange={props.onWallet} />
      </div>
      <SelectField
        label={t('pos.coin')}
        value={props.coin}
        onChange={(event) => props.onCoin(event.target.value as CurrencyId)}
      >
        {(wallet?.acceptedCurrencyIds ?? []).map((id) => (
          <option key={id} value={id}>
            {currencySymbol(id)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('pos.fiatCurrency')}
        value={props.fiatCurrency}
        onChange={(event) => props.onFiat(event.target.value as FiatCurrency)}
      >
        {FIAT_CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
