import type { PaymentSource } from '@incasso/shared/payments';
import { useTranslation } from 'react-i18next';

/** Marks a sale made at the till; other requests carry no tag. */
export function SourceTag({ source }: { source: PaymentSource }) {
  const { t } = useTranslation();
  if (source !== 'pos') return null;
  return (
    <span className="ms-2 rounded bg-indigo-100 px-1.5 py-0.5 text-xs font-medium text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200">
      {t('transactions.sourcePos')}
    </span>
  );
}
