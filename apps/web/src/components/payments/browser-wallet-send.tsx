import { Loader2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '#components/ui/button-classes.ts';
import { parseEip681 } from '#lib/browser-wallet/eip681.ts';
import type { WalletErrorKey, WalletStep } from '#lib/browser-wallet/send-transfer.ts';
import {
  useInjectedWallets,
  type InjectedWallet,
} from '#lib/browser-wallet/use-injected-wallets.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'working'; step: WalletStep }
  | { kind: 'sent'; hash: string }
  | { kind: 'error'; key: WalletErrorKey; reason: string };

/** The sentences of one use (paying, refunding), in the page's own dictionary. */
export interface BrowserWalletTexts {
  sendWith: (walletName: string | null) => string;
  step: (step: WalletStep) => string;
  sent: string;
  error: (key: WalletErrorKey, reason: string) => string;
}

interface BrowserWalletSendProps {
  /** The transfer, as the EIP-681 link the server wrote. */
  eip681: string;
  texts: BrowserWalletTexts;
  /** The only account that may send it (a refund leaves the wallet that was paid). */
  from?: string;
}

/**
 * "Send with browser wallet": shown only when the browser has one and the link is one Incasso
 * writes. The code that talks to the wallet loads on the click; the page then follows the
 * transfer live as for a scanned QR.
 */
export function BrowserWalletSend({ eip681, texts, from }: BrowserWalletSendProps) {
  const wallets = useInjectedWallets();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const transfer = parseEip681(eip681);
  if (wallets.length === 0 || !transfer) return null;

  const send = async (wallet: InjectedWallet) => {
    setState({ kind: 'working', step: 'connecting' });
    const { sendWithWallet, WalletSendError } =
      await import('#lib/browser-wallet/send-transfer.ts');
    try {
      const hash = await sendWithWallet(
        wallet.provider,
        transfer,
        (step) => setState({ kind: 'working', step }),
        from === undefined ? undefined : { from },
      );
      setState({ kind: 'sent', hash });
    } catch (error) {
      const known = error instanceof WalletSendError ? error : null;
      setState({ kind: 'error', key: known?.key ?? 'failed', reason: known?.reason ?? '' });
    }
  };

  const isWorking = state.kind === 'working';
  return (
    <div className="space-y-3" data-testid="browser-wallet">
      {state.kind !== 'sent' &&
        wallets.map((wallet) => (
          <button
            key={wallet.id}
            type="button"
            disabled={isWorking}
            onClick={() => void send(wallet)}
            className={buttonClasses('secondary', 'lg', 'w-full')}
          >
            {isWorking ? (
              <Loader2 aria-hidden className="size-5 animate-spin" />
            ) : (
              <Wallet aria-hidden className="size-5" />
            )}
            {texts.sendWith(wallet.name)}
          </button>
        ))}
      <div aria-live="polite" className="text-sm">
        {state.kind === 'working' && (
          <p className="text-slate-700 dark:text-slate-200">{texts.step(state.step)}</p>
        )}
        {state.kind === 'sent' && (
          <p className="rounded-lg bg-emerald-50 p-3 text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-200 dark:ring-emerald-500/30">
            {texts.sent} <span className="font-mono break-all text-xs">{state.hash}</span>
          </p>
        )}
      </div>
      {state.kind === 'error' && (
        <p
          role="alert"
          className="rounded-lg bg-rose-50 p-3 text-sm text-rose-900 ring-1 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-200 dark:ring-rose-500/30"
        >
          {texts.error(state.key, state.reason)}
        </p>
      )}
    </div>
  );
}
