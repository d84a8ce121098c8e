import type { PublicPayment } from '@incasso/shared/payments';
import { clsx } from 'clsx';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#components/ui/button-classes.ts';
import { CopyableValue } from '#components/payments/copyable-value.tsx';
import { PaymentQr } from '#components/payments/payment-qr.tsx';

type QrKind = 'payment' | 'wallet';

/**
 * How to pay: a QR (SPEC's content, or the EIP-681 link wallets open), the "open in wallet"
 * link, and the exact amount and recipient address in plain text, always visible: some wallets
 * read only the target of a token link and would send to the token contract (chains.md).
 */
export function PayInstructions({ payment }: { payment: PublicPayment }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<QrKind>('payment');
  const amountText = `${payment.amount} ${payment.symbol}`;
  const shown = kind === 'wallet' && payment.eip681 ? payment.eip681 : payment.qrContent;

  return (
    <div className="space-y-5">
      {payment.eip681 && (
        <div
          role="group"
          aria-label={t('payPage.qrKind')}
          className="grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm font-medium dark:bg-slate-800"
        >
          {(['payment', 'wallet'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={kind === value}
              onClick={() => setKind(value)}
              className={clsx(
                'rounded-md px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-indigo-500',
                kind === value
                  ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              )}
            >
              {t(`payPage.qr.${value}`)}
            </button>
          ))}
        </div>
      )}
      <div className="flex justify-center">
        <PaymentQr
          content={shown}
          label={t(kind === 'wallet' ? 'payPage.walletQrLabel' : 'payPage.qrLabel', {
            amount: amountText,
          })}
          className="max-w-60"
        />
      </div>
      {payment.eip681 && (
        <a href={payment.eip681} className={buttonClasses('primary', 'lg', 'w-full')}>
          <Wallet aria-hidden className="size-5" />
          {t('payPage.openInWallet')}
        </a>
      )}
      <dl className="space-y-3">
        <CopyableValue
          label={t('payPage.exactAmount')}
          value={payment.amount}
          suffix={payment.symbol}
          copyLabel={t('payments.copyAmount')}
        />
        <CopyableValue
          label={t('payPage.recipient')}
          value={payment.address}
          copyLabel={t('payments.copyAddress')}
          hint={t('payPage.network', { chain: payment.chainName })}
          isMono
        />
      </dl>
      <p className="rounded-lg bg-amber-50 p-3 text-xs text-amber-900 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-500/30">
        {t('payPage.warning', { amount: amountText, chain: payment.chainName })}
      </p>
    </div>
  );
}
