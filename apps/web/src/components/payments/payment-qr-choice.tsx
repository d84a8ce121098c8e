import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentQr } from './payment-qr';

type QrKind = 'wallet' | 'details';

interface PaymentQrChoiceProps {
  /** The EIP-681 link, null while the coin has none. */
  eip681: string | null;
  /** SPEC's text: `chain:address?amount=..&token=..`. */
  qrContent: string;
  /** "25.00000000 USDT". */
  amountText: string;
  className?: string;
}

/**
 * The QR a wallet app reads, first: the EIP-681 link (token contract, chain id, base units).
 * SPEC's text stays one tap away as "payment details", for people who copy by hand
 * (decision note 092).
 */
export function PaymentQrChoice({
  eip681,
  qrContent,
  amountText,
  className,
}: PaymentQrChoiceProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<QrKind>('wallet');
  const isWallet = kind === 'wallet' && eip681 !== null;
  return (
    <div className="flex w-full flex-col items-center gap-3">
      {eip681 && (
        <div
          role="group"
          aria-label={t('payments.qrKind')}
          className="grid w-full max-w-xs grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm font-medium dark:bg-slate-800 print:hidden"
        >
          {(['wallet', 'details'] as const).map((value) => (
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
              {t(`payments.qr.${value}`)}
            </button>
          ))}
        </div>
      )}
      <PaymentQr
        content={isWallet && eip681 ? eip681 : qrContent}
        label={t(isWallet || !eip681 ? 'payments.qrLabel' : 'payments.detailsQrLabel', {
          amount: amountText,
        })}
        className={className}
      />
    </div>
  );
}
