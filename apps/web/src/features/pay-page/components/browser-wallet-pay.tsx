import { Loader2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '#components/ui/button-classes.ts';
import { useInjectedWallets, type InjectedWallet } from '../hooks/use-injected-wallets';
import { usePayI18n } from '../i18n/pay-i18n-context';
import type { WalletErrorKey, WalletStep } from '../lib/browser-wallet';
import { parseEip681 } from '../lib/eip681';

type State =
  | { kind: 'idle' }
  | { kind: 'working'; step: WalletStep }
  | { kind: 'sent'; hash: string }
  | { kind: 'error'; key: WalletErrorKey; reason: string };

interface BrowserWalletPayProps {
  eip681: string;
  amountText: string;
  chainName: string;
}

/**
 * "Pay with browser wallet": shown only when the browser has one. The code that talks to the
 * wallet loads on the click; the page then follows the payment live as for a scanned QR.
 */
export function BrowserWalletPay({ eip681, amountText, chainName }: BrowserWalletPayProps) {
  const { t } = usePayI18n();
  const wallets = useInjectedWallets();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const transfer = parseEip681(eip681);
  if (wallets.length === 0 || !transfer) return null;

  const pay = async (wallet: InjectedWallet) => {
    setState({ kind: 'working', step: 'connecting' });
    const { payWithWallet, WalletPayError } = await import('../lib/browser-wallet');
    try {
      const hash = await payWithWallet(wallet.provider, transfer, (step) =>
        setState({ kind: 'working', step }),
      );
      setState({ kind: 'sent', hash });
    } catch (error) {
      const known = error instanceof WalletPayError ? error : null;
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
            onClick={() => void pay(wallet)}
            className={buttonClasses('secondary', 'lg', 'w-full')}
          >
            {isWorking ? (
              <Loader2 aria-hidden className="size-5 animate-spin" />
            ) : (
              <Wallet aria-hidden className="size-5" />
            )}
            {wallet.name
              ? t('payPage.browserWallet.payWithNamed', { wallet: wallet.name })
              : t('payPage.browserWallet.payWith')}
          </button>
        ))}
      <div aria-live="polite" className="text-sm">
        {state.kind === 'working' && (
          <p className="text-slate-700 dark:text-slate-200">
            {t(`payPage.browserWallet.step.${state.step}`, {
              amount: amountText,
              chain: chainName,
            })}
          </p>
        )}
        {state.kind === 'sent' && (
          <p className="rounded-lg bg-emerald-50 p-3 text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-200 dark:ring-emerald-500/30">
            {t('payPage.browserWallet.sent')}{' '}
            <span className="font-mono break-all text-xs">{state.hash}</span>
          </p>
        )}
      </div>
      {state.kind === 'error' && (
        <p
          role="alert"
          className="rounded-lg bg-rose-50 p-3 text-sm text-rose-900 ring-1 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-200 dark:ring-rose-500/30"
        >
          {t(`payPage.browserWallet.error.${state.key}`, {
            chain: chainName,
            reason: state.reason,
          })}
        </p>
      )}
    </div>
  );
}
