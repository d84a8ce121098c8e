import { CHAIN_IDS, CHAINS, currenciesOn, type ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import {
  ADDRESS_LENGTH,
  CreateWalletInputSchema,
  WALLET_NAME_MAX,
  type CreateWalletInput,
  type OwnershipProof,
} from '@incasso/shared/wallets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ChainIcon } from '#components/ui/chain-icon.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { useCreateWallet } from '../api/create-wallet';
import { ApiError } from '#lib/api-client.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { WALLET_FIELDS, walletFailureMessage, walletFieldMessage } from '../wallet-errors';
import { CurrencyPicker } from './currency-picker';
import { OwnershipClaim } from './ownership-claim';

/** What is typed: the address is text until the schema finds it is one. */
interface WalletDraft {
  name: string;
  address: string;
  chainId: ChainId;
  acceptedCurrencyIds: CurrencyId[];
  ownershipProof?: OwnershipProof;
}

const EMPTY: WalletDraft = { name: '', address: '', chainId: 'ethereum', acceptedCurrencyIds: [] };

/**
 * Adds a receiving wallet. The currencies offered are those that exist on the chosen chain;
 * the shared schema checks the input here first, then the server checks it again.
 */
export function AddWalletForm({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const createWallet = useCreateWallet();
  // The address another account holds, while the user proves they control it.
  const [claim, setClaim] = useState<CreateWalletInput | null>(null);
  const form = useSchemaForm({
    schema: CreateWalletInputSchema,
    initial: EMPTY,
    onSubmit: async (input, { values, reset }) => {
      if (!input.ownershipProof) setClaim(null);
      try {
        const wallet = await createWallet.mutateAsync(input);
        toast.success(t('wallets.added', { name: wallet.name }));
        reset({ ...EMPTY, chainId: values.chainId });
        setClaim(null);
      } catch (error) {
        if (error instanceof ApiError && error.key === 'addressClaimed') setClaim(input);
        throw error;
      }
    },
    message: (key) => walletFieldMessage(t, key),
  });
  const { chainId } = form.values;
  const available = currenciesOn(chainId);
  // A refusal that names none of the fields (a claimed address, the server down).
  const formError =
    form.failure !== null && !WALLET_FIELDS.some((field) => form.errorOf(field))
      ? walletFailureMessage(t, form.failure)
      : undefined;

  function handleChainChange(next: ChainId) {
    // A currency absent from the new chain cannot stay selected (chains.md).
    form.set((current) => ({
      chainId: next,
      acceptedCurrencyIds: current.acceptedCurrencyIds.filter((id) =>
        currenciesOn(next).includes(id),
      ),
    }));
  }

  function handleClaim(ownershipProof: OwnershipProof) {
    if (claim) void form.submit({ ...claim, ownershipProof });
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="space-y-5"
      aria-labelledby="add-wallet"
    >
      <h3 id="add-wallet" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('wallets.addTitle')}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('wallets.name')}
          {...form.field('name')}
          maxLength={WALLET_NAME_MAX}
          placeholder={t('wallets.namePlaceholder')}
          autoComplete="off"
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
        {...form.field('address')}
        maxLength={ADDRESS_LENGTH}
        placeholder="0x…"
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        className="[&_input]:font-mono"
        hint={t('wallets.addressHint')}
      />
      <CurrencyPicker
        available={available}
        selected={form.values.acceptedCurrencyIds}
        onChange={(acceptedCurrencyIds) => form.set({ acceptedCurrencyIds })}
        error={form.errorOf('acceptedCurrencyIds')}
      />
      {claim && (
        <OwnershipClaim
          key={`${claim.chainId}:${claim.address}`}
          address={claim.address}
          chainId={claim.chainId}
          accountId={accountId}
          isBusy={form.isSubmitting}
          error={formError}
          onClaim={handleClaim}
        />
      )}
      {formError && !claim && (
        <p role="alert" className="text-sm font-medium text-rose-600 dark:text-rose-400">
          {formError}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" isBusy={form.isSubmitting}>
          {t('wallets.add')}
        </Button>
      </div>
    </form>
  );
}
