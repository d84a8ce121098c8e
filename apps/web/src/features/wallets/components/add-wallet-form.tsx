import { CHAIN_IDS, CHAINS, currenciesOn, type ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import {
  ADDRESS_LENGTH,
  CreateWalletInputSchema,
  WALLET_NAME_MAX,
  type CreateWalletInput,
  type OwnershipProof,
} from '@incasso/shared/wallets';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ChainIcon } from '#components/ui/chain-icon.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { useCreateWallet } from '../api/create-wallet';
import { ApiError } from '#lib/api-client.ts';
import { walletCreateErrors, walletFieldErrors, type WalletFormErrors } from '../wallet-errors';
import { CurrencyPicker } from './currency-picker';
import { OwnershipClaim } from './ownership-claim';

const DEFAULT_CHAIN: ChainId = 'ethereum';

/**
 * Adds a receiving wallet. The currencies offered are those that exist on the chosen chain;
 * the shared schema checks the input here first, then the server checks it again.
 */
export function AddWalletForm({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const createWallet = useCreateWallet();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [chainId, setChainId] = useState<ChainId>(DEFAULT_CHAIN);
  const [accepted, setAccepted] = useState<CurrencyId[]>([]);
  const [errors, setErrors] = useState<WalletFormErrors>({});
  // The address another account holds, while the user proves they control it.
  const [claim, setClaim] = useState<CreateWalletInput | null>(null);
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
    setClaim(null);
    create(parsed.data);
  }

  function create(input: CreateWalletInput) {
    createWallet.mutate(input, {
      onSuccess: (wallet) => {
        toast.success(t('wallets.added', { name: wallet.name }));
        setName('');
        setAddress('');
        setAccepted([]);
        setClaim(null);
      },
      onError: (error) => {
        setErrors(walletCreateErrors(t, error));
        if (error instanceof ApiError && error.key === 'addressClaimed') setClaim(input);
      },
    });
  }

  function handleClaim(ownershipProof: OwnershipProof) {
    if (claim) create({ ...claim, ownershipProof });
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
      {claim && (
        <OwnershipClaim
          key={`${claim.chainId}:${claim.address}`}
          address={claim.address}
          chainId={claim.chainId}
          accountId={accountId}
          isBusy={createWallet.isPending}
          error={errors.form}
          onClaim={handleClaim}
        />
      )}
      {errors.form && !claim && (
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
