import type { Wallet } from '@incasso/shared/wallets';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { ApiError } from '#lib/api-client.ts';
import { useDeleteWallet } from '../api/delete-wallet';

interface DeleteWalletDialogProps {
  wallet: Wallet | null;
  onClose: () => void;
}

/** Asks before a wallet is deleted: the deletion cannot be undone (SPEC section 2). */
export function DeleteWalletDialog({ wallet, onClose }: DeleteWalletDialogProps) {
  const { t } = useTranslation();
  const deleteWallet = useDeleteWallet();
  const error = deleteWallet.error;
  const hasOpenPayments = error instanceof ApiError && error.key === 'walletHasOpenPayments';

  function handleOpenChange(open: boolean) {
    if (open) return;
    deleteWallet.reset();
    onClose();
  }

  function handleDelete() {
    if (!wallet) return;
    deleteWallet.mutate(wallet.id, {
      onSuccess: () => {
        toast.success(t('wallets.deleted', { name: wallet.name }));
        handleOpenChange(false);
      },
    });
  }

  return (
    <Dialog
      open={wallet !== null}
      onOpenChange={handleOpenChange}
      title={t('wallets.deleteTitle', { name: wallet?.name ?? '' })}
      description={t('wallets.deleteWarning')}
      icon={
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-rose-100 text-rose-600 dark:bg-rose-500/15 dark:text-rose-400">
          <TriangleAlert aria-hidden className="size-5" />
        </span>
      }
    >
      {error && (
        <p
          role="alert"
          className="mb-4 rounded-lg bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-200 dark:ring-rose-500/30"
        >
          {hasOpenPayments
            ? t('wallets.errors.walletHasOpenPayments')
            : errorMessage(t, error, 'wallets.errors.deleteFailed')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => handleOpenChange(false)}>
          {t('wallets.cancel')}
        </Button>
        <Button
          variant="danger"
          onClick={handleDelete}
          isBusy={deleteWallet.isPending}
          disabled={hasOpenPayments}
        >
          {t('wallets.deleteConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
