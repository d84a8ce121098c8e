import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedToggle } from '#components/ui/segmented-toggle.tsx';
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
        <SegmentedToggle
          label={t('payments.qrKind')}
          options={(['wallet', 'details'] as const).map((option) => ({
            value: option,
            text: t(`payments.qr.${option}`),
          }))}
          value={kind}
          onChange={setKind}
          className="w-full max-w-xs print:hidden"
        />
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
