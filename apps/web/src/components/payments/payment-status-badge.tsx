import type { PaymentStatus } from '@incasso/shared/events';
import { useTranslation } from 'react-i18next';
import { StatusPill } from './status-pill';

interface PaymentStatusBadgeProps {
  status: PaymentStatus;
  confirmations?: number;
  required?: number;
  size?: 'md' | 'lg';
}

/** The live status as a coloured pill, with confirmations x/y while confirming. */
export function PaymentStatusBadge({
  status,
  confirmations = 0,
  required = 0,
  size = 'md',
}: PaymentStatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <StatusPill
      status={status}
      size={size}
      label={t(`payments.status.${status}`)}
      detail={
        status === 'CONFIRMING' && required > 0
          ? t('payments.confirmations', { done: confirmations, required })
          : undefined
      }
    />
  );
}
