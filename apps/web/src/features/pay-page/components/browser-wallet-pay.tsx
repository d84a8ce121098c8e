import { BrowserWalletSend } from '#components/payments/browser-wallet-send.tsx';
import { usePayI18n } from '../i18n/pay-i18n-context';

interface BrowserWalletPayProps {
  eip681: string;
  amountText: string;
  chainName: string;
}

/** "Pay with browser wallet", in the payer's language from the pay page's own texts. */
export function BrowserWalletPay({ eip681, amountText, chainName }: BrowserWalletPayProps) {
  const { t } = usePayI18n();
  return (
    <BrowserWalletSend
      eip681={eip681}
      texts={{
        sendWith: (wallet) =>
          wallet
            ? t('payPage.browserWallet.payWithNamed', { wallet })
            : t('payPage.browserWallet.payWith'),
        step: (step) =>
          t(`payPage.browserWallet.step.${step}`, { amount: amountText, chain: chainName }),
        sent: t('payPage.browserWallet.sent'),
        error: (key, reason) =>
          t(`payPage.browserWallet.error.${key}`, { chain: chainName, reason }),
      }}
    />
  );
}
