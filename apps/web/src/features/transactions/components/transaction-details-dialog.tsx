import { formatFiat } from '@incasso/shared/money';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#components/ui/dialog.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { useTransaction } from '../api/get-transaction';
import { currentLanguage } from '#i18n/index.ts';
import { TransactionDetails } from './transaction-details';

/** One transaction opened from the list: what arrived, where, and the request it paid. */
export function TransactionDetailsDialog({
  id,
  onClose,
  mayRefund = false,
}: {
  id: string | null;
  onClose: () => void;
  mayRefund?: boolean;
}) {
  const { t } = useTranslation();
  const query = useTransaction(id);
  const transaction = query.data?.transaction;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('transactions.details.title')}
      description={
        transaction
          ? formatFiat(transaction.fiatCents, transaction.fiatCurrency, currentLanguage())
          : t('transactions.loading')
      }
    >
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <SectionLoadError onRetry={() => void query.refetch()} />
      ) : (
        <TransactionDetails detail={query.data} mayRefund={mayRefund} />
      )}
    </Dialog>
  );
}
