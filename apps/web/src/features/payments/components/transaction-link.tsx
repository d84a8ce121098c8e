import type { PaymentRequest } from '@incasso/shared/payments';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LINK =
  'inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300';

/**
 * The paying transaction on this deployment's explorer; where no public explorer sees the
 * chain (the demo's local one) its hash in short, said to be on a local network, rather than a
 * link that would answer "not found" (issue 20).
 */
export function TransactionLink({
  payment,
  txHash,
}: {
  payment: Pick<PaymentRequest, 'explorerTxUrlTemplate'>;
  txHash: string;
}) {
  const { t } = useTranslation();
  if (payment.explorerTxUrlTemplate === null) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300" title={txHash}>
        {t('payments.localTransaction', { hash: `${txHash.slice(0, 10)}…${txHash.slice(-6)}` })}
      </p>
    );
  }
  return (
    <a
      href={payment.explorerTxUrlTemplate.replace('{hash}', txHash)}
      target="_blank"
      rel="noreferrer"
      className={LINK}
    >
      {t('payments.viewTransaction')}
      <ExternalLink aria-hidden className="size-3.5" />
    </a>
  );
}
