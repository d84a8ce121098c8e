import type { ChainId } from '@incasso/shared/chains';
import { ownershipMessage, type OwnershipProof } from '@incasso/shared/wallets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { CopyButton } from '#components/ui/copy-button.tsx';
import { hasBrowserWallet, signWithBrowserWallet } from '../browser-wallet-sign';

interface OwnershipClaimProps {
  address: string;
  chainId: ChainId;
  accountId: string;
  isBusy: boolean;
  error?: string;
  onClaim: (proof: OwnershipProof) => void;
}

/**
 * Another account receives on this address: whoever holds its key proves it by signing a
 * message naming this account (EIP-191), with a browser wallet or any wallet app, pasted here.
 */
export function OwnershipClaim({
  address,
  chainId,
  accountId,
  isBusy,
  error,
  onClaim,
}: OwnershipClaimProps) {
  const { t } = useTranslation();
  const [issuedAt] = useState(() => new Date().toISOString());
  const [signature, setSignature] = useState('');
  const [signError, setSignError] = useState<string>();
  const message = ownershipMessage({ address, chainId, accountId, issuedAt });

  async function handleBrowserSign() {
    setSignError(undefined);
    try {
      const signed = await signWithBrowserWallet(address, message);
      setSignature(signed);
      onClaim({ issuedAt, signature: signed });
    } catch {
      setSignError(t('wallets.claim.browserFailed'));
    }
  }

  return (
    <section
      aria-labelledby="claim-title"
      className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:ring-amber-500/30"
    >
      <h4 id="claim-title" className="text-sm font-semibold text-amber-900 dark:text-amber-100">
        {t('wallets.claim.title')}
      </h4>
      <p className="text-sm text-amber-900 dark:text-amber-100">{t('wallets.claim.explain')}</p>
      <div className="flex items-start gap-2">
        <pre className="min-w-0 flex-1 overflow-x-auto rounded-lg bg-white p-3 text-xs whitespace-pre-wrap text-slate-800 ring-1 ring-amber-200 dark:bg-slate-950 dark:text-slate-200 dark:ring-amber-500/30">
          {message}
        </pre>
        <CopyButton
          value={message}
          label={t('wallets.claim.copyMessage')}
          copiedLabel={t('wallets.copied')}
        />
      </div>
      <label className="block space-y-1 text-sm font-medium text-slate-800 dark:text-slate-200">
        <span>{t('wallets.claim.signature')}</span>
        <textarea
          value={signature}
          onChange={(event) => setSignature(event.target.value.trim())}
          rows={2}
          spellCheck={false}
          placeholder="0x…"
          aria-invalid={error ? true : undefined}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
        />
      </label>
      {(error ?? signError) && (
        <p role="alert" className="text-sm font-medium text-rose-700 dark:text-rose-300">
          {error ?? signError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {hasBrowserWallet() && (
          <Button variant="secondary" onClick={() => void handleBrowserSign()} isBusy={isBusy}>
            {t('wallets.claim.signInBrowser')}
          </Button>
        )}
        <Button
          onClick={() => onClaim({ issuedAt, signature })}
          disabled={signature === ''}
          isBusy={isBusy}
        >
          {t('wallets.claim.submit')}
        </Button>
      </div>
    </section>
  );
}
