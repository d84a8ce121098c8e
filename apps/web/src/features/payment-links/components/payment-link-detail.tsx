import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { fiat } from '#lib/format.ts';
import { useChangePaymentLink, type PaymentLinkAction } from '../api/change-payment-link';
import { usePaymentLink } from '../api/get-payment-link';
import { amountText } from './amount-text';
import { LinkPayments } from './link-payments';
import { LinkShare } from './link-share';
import { LinkStatusBadge } from './link-status-badge';

/** One link: how to share it, what it brought in, and pausing or deleting it. */
export function PaymentLinkDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const query = usePaymentLink(id);
  const change = useChangePaymentLink(id);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  async function handleAction(action: PaymentLinkAction) {
    try {
      await change.mutateAsync(action);
      toast.success(t(`paymentLinks.done.${action}`));
      if (action === 'delete') onBack();
    } catch (error) {
      toast.error(errorMessage(t, error, 'paymentLinks.actionFailed'));
    }
  }

  if (query.isPending) return <SectionLoader />;
  if (query.isError) return <SectionLoadError onRetry={() => void query.refetch()} />;
  const link = query.data;
  return (
    <div className="space-y-6">
      <Button variant="secondary" onClick={onBack}>
        <ArrowLeft aria-hidden className="size-4" />
        {t('paymentLinks.detail.back')}
      </Button>
      <SectionCard
        title={link.title}
        description={amountText(t, link.amount, link.currency)}
        aside={<LinkStatusBadge status={link.status} />}
        headingLevel={2}
      >
        <div className="space-y-6">
          {link.description && (
            <p className="text-sm text-slate-700 dark:text-slate-300">{link.description}</p>
          )}
          <LinkShare link={link} />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              isBusy={change.isPending}
              onClick={() => void handleAction(link.status === 'active' ? 'pause' : 'resume')}
            >
              {t(link.status === 'active' ? 'paymentLinks.pause' : 'paymentLinks.resume')}
            </Button>
            <Button variant="danger" onClick={() => setIsConfirmingDelete(true)}>
              {t('paymentLinks.delete')}
            </Button>
          </div>
        </div>
      </SectionCard>
      <SectionCard
        title={t('paymentLinks.detail.payments')}
        description={t('paymentLinks.list.paidTotal', {
          count: link.paidCount,
          total: fiat(link.paidCents, link.currency),
        })}
        headingLevel={2}
      >
        <LinkPayments payments={link.payments} currency={link.currency} />
      </SectionCard>
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title={t('paymentLinks.confirmDelete.title', { title: link.title })}
        description={t('paymentLinks.confirmDelete.description')}
        confirmLabel={t('paymentLinks.delete')}
        cancelLabel={t('paymentLinks.form.cancel')}
        danger
        isBusy={change.isPending}
        onConfirm={() => void handleAction('delete')}
      />
    </div>
  );
}
