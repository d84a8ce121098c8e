import type { Product } from '@incasso/shared/pos';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { useChangeProduct } from '../api/manage-products';

interface DeleteProductDialogProps {
  /** The product to delete; null when closed. */
  product: Product | null;
  onClose: () => void;
}

/** Deleting a product, once confirmed; past sales keep their copy of its name and price. */
export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const { t } = useTranslation();
  const change = useChangeProduct();

  function handleOpenChange(next: boolean) {
    if (next) return;
    change.reset();
    onClose();
  }

  return (
    <Dialog
      open={product !== null}
      onOpenChange={handleOpenChange}
      title={product ? t('pos.deleteProduct', { name: product.name }) : ''}
      description={product ? t('pos.deleteConfirm', { name: product.name }) : ''}
    >
      {change.isError && (
        <p role="alert" className="mb-4 text-sm font-medium text-rose-600 dark:text-rose-400">
          {errorMessage(t, change.error, 'pos.productSaveFailed')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => handleOpenChange(false)}>
          {t('pos.cancel')}
        </Button>
        <Button
          variant="danger"
          isBusy={change.isPending}
          onClick={() =>
            product &&
            change.mutate(
              { kind: 'delete', id: product.id },
              { onSuccess: () => handleOpenChange(false) },
            )
          }
        >
          {t('pos.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
