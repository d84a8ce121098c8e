import { CHAIN_IDS, CHAINS, currenciesOn, type ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import { ADDRESS_LENGTH, CreateWalletInputSchema, WALLET_NAME_MAX } from '@incasso/shared/wallets';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChainIcon } from '../../../components/ui/chain-icon';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCreateWallet } from '../api/create-wallet';
import { walletCreateErrors, walletFieldErrors, type WalletFormErrors } from '../wallet-errors';
import { CurrencyPicker } from './currency-picker';

const DEFAULT_CHAIN: ChainId = 'ethereum';

/**
 * Adds a receiving wallet. The currencies offered are those that exist on the chosen chain;
 * the shared schema checks the input here first, then the server checks it again.
 */
export function AddWalletForm() {
  const { t } = useTranslation();
  const createWallet = useCreateWallet();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [chainId, setChainId] = useState<ChainId>(DEFAULT_CHAIN);
  const [accepted, setAccepted] = useState<CurrencyId[]>([]);
  const [errors, setErrors] = useState<WalletFormErrors>({});
  const available = currenciesOn(chainId);

  function handleChainChange(next: ChainId) {
    setChainId(next);
    // A currency absent from the new chain cannot stay selected (chains.md).
    setAccepted((current) => current.filter((id) => currenciesOn(next).includes(id)));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { name, address, chainId, acceptedCurrencyIds: accepted };
    const parsed = CreateWalletInputSchema.safeParse(input);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
      setErrors(walletFieldErrors(t, fields));
      return;
    }
    setErrors({});
    createWallet.mutate(parsed.data, {
      onSuccess: (wallet) => {
        toast.success(t('wallets.added', { name: wallet.name }));
        setName('');
        setAddress('');
        setAccepted([]);
      },
      onError: (error) => setErrors(walletCreateErrors(t, error)),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-labelledby="add-wallet">
      <h3 id="add-wallet" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('wallets.addTitle')}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('wallets.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={WALLET_NAME_MAX}
          placeholder={t('wallets.namePlaceholder')}
          autoComplete="off"
          error={errors.name}
        />
        <SelectField
          label={t('wallets.chain')}
          value={chainId}
          onChange={(event) => handleChainChange(event.target.value as ChainId)}
          icon={<ChainIcon chain={chainId} />}
        >
          {CHAIN_IDS.map((id) => (
            <option key={id} value={id}>
              {CHAINS[id].name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t('wallets.address')}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        maxLength={ADDRESS_LENGTH}
        placeholder="0x…"
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        className="[&_input]:font-mono"
        hint={t('wallets.addressHint')}
        error={errors.address}
      />
      <CurrencyPicker
        available={available}
        selected={accepted}
        onChange={setAccepted}
        error={errors.acceptedCurrencyIds}
      />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-rose-600 dark:text-rose-400">
          {errors.form}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" isBusy={createWallet.isPending}>
          {t('wallets.add')}
        </Button>
      </div>
    </form>
  );
}
