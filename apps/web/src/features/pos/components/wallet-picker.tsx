import { CHAINS } from '@incasso/shared/chains';
import type { Wallet } from '@incasso/shared/wallets';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { ChainIcon } from '#components/ui/chain-icon.tsx';

interface WalletPickerProps {
  wallets: Wallet[];
  value: string;
  onChange: (walletId: string) => void;
}

/** The wallet the sale is paid into, as cards whose names wrap rather than being cut short. */
export function WalletPicker({ wallets, value, onChange }: WalletPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('pos.wallet')}
      </legend>
      <div className="grid gap-2">
        {wallets.map((wallet) => (
          <label
            key={wallet.id}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500',
              wallet.id === value
                ? 'border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950/40'
                : 'border-slate-300 dark:border-slate-600',
            )}
          >
            <input
              type="radio"
              name="pos-wallet"
              value={wallet.id}
              checked={wallet.id === value}
              onChange={() => onChange(wallet.id)}
              className="sr-only"
            />
            <ChainIcon chain={wallet.chainId} className="size-5 shrink-0" />
            <span className="min-w-0 flex-1 break-words">
              <span className="block font-medium text-slate-900 dark:text-white">
                {wallet.name}
              </span>
              <span className="block text-xs text-slate-600 dark:text-slate-300">
                {CHAINS[wallet.chainId].name}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
