import { SegmentedToggle } from '#components/ui/segmented-toggle.tsx';
import { formatCrypto } from '@incasso/shared/format';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { CopyableField } from '#components/payments/copyable-field.tsx';
import { buttonClasses } from '#components/ui/button-classes.ts';
import { usePayI18n } from '../i18n/pay-i18n-context';
import { BrowserWalletPay } from './browser-wallet-pay';
import { PayQr } from './pay-qr';

type QrKind = 'wallet' | 'payment';

/** A request whose coin is set: what the instructions need of it. */
export interface PayableRequest {
  address: string;
  chainName: string;
  amount: string;
  symbol: string;
  qrContent: string;
  eip681: string | null;
}

interface PayInstructionsProps {
  request: PayableRequest;
  /** QR codes the server already drew, by content. */
  drawnQrs: Readonly<Record<string, string>>;
}

/**
 * How to pay: a QR (the EIP-681 link wallet apps open, first; SPEC's text as "payment details"
 * for people who copy by hand, decision note 092), the "open in wallet" link, and the exact
 * amount and recipient address in plain text, always visible: some wallets read only the target
 * of a token link and would send to the token contract (chains.md).
 */
export function PayInstructions({ request, drawnQrs }: PayInstructionsProps) {
  const { t, language } = usePayI18n();
  const [kind, setKind] = useState<QrKind>('wallet');
  // Sentences write the amount the language's way; the field below keeps the exact value a wallet
  // takes when pasted.
  const amountText = formatCrypto(request.amount, request.symbol, language);
  const isWallet = kind === 'wallet' && request.eip681 !== null;
  const shown = isWallet && request.eip681 ? request.eip681 : request.qrContent;

  return (
    <div className="space-y-5">
      {request.eip681 && (
        <SegmentedToggle
          label={t('payPage.qrKind')}
          options={(['wallet', 'payment'] as const).map((option) => ({
            value: option,
            text: t(`payPage.qr.${option}`),
          }))}
          value={kind}
          onChange={setKind}
        />
      )}
      <div className="flex justify-center">
        <PayQr
          content={shown}
          drawn={drawnQrs}
          label={t(isWallet ? 'payPage.qrLabel' : 'payPage.detailsQrLabel', {
            amount: amountText,
          })}
        />
      </div>
      {request.eip681 && (
        <a href={request.eip681} className={buttonClasses('primary', 'lg', 'w-full')}>
          <Wallet aria-hidden className="size-5" />
          {t('payPage.openInWallet')}
        </a>
      )}
      {request.eip681 && (
        <BrowserWalletPay
          eip681={request.eip681}
          amountText={amountText}
          chainName={request.chainName}
        />
      )}
      <dl className="space-y-3">
        <CopyableField
          label={t('payPage.exactAmount')}
          value={request.amount}
          suffix={request.symbol}
          copyLabel={t('payments.copyAmount')}
          copiedLabel={t('payments.copied')}
        />
        <CopyableField
          label={t('payPage.recipient')}
          value={request.address}
          copyLabel={t('payments.copyAddress')}
          copiedLabel={t('payments.copied')}
          hint={t('payPage.network', { chain: request.chainName })}
          isMono
        />
      </dl>
      <p className="rounded-lg bg-amber-50 p-3 text-xs text-amber-900 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-500/30">
        {t('payPage.warning', { amount: amountText, chain: request.chainName })}
      </p>
    </div>
  );
}
