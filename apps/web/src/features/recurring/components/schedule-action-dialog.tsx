import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useChangeScheduleStatus, type ScheduleAction } from '../api/change-schedule-status';

interface ScheduleActionDialogProps {
  scheduleId: string;
  customerName: string;
  /** The action to confirm; null when closed. */
  action: ScheduleAction | null;
  onClose: () => void;
}

/** Pause, resume or cancel, each after the merchant confirms what it does. */
export function ScheduleActionDialog({
  scheduleId,
  customerName,
  action,
  onClose,
}: ScheduleActionDialogProps) {
  const { t } = useTranslation();
  const change = useChangeScheduleStatus(scheduleId);

  function handleOpenChange(next: boolean) {
    if (next) return;
    change.reset();
    onClose();
  }

  function handleConfirm() {
    if (!action) return;
    change.mutate(action, {
      onSuccess: () => {
        toast.success(t(`recurring.actions.${action}Done`));
        handleOpenChange(false);
      },
    });
  }

  return (
    <Dialog
      open={action !== null}
      onOpenChange={handleOpenChange}
      title={action ? t(`recurring.actions.${action}Title`, { customer: customerName }) : ''}
      description={action ? t(`recurring.actions.${action}Description`) : ''}
    >
      {change.isError && (
        <p role="alert" className="mb-4 text-sm font-medium text-rose-600 dark:text-rose-400">
          {errorMessage(t, change.error, 'recurring.actions.failed')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => handleOpenChange(false)}>
          {t('recurring.actions.back')}
        </Button>
        <Button
          variant={action === 'cancel' ? 'danger' : 'primary'}
          isBusy={change.isPending}
          onClick={handleConfirm}
        >
          {action ? t(`recurring.actions.${action}Confirm`) : ''}
        </Button>
      </div>
    </Dialog>
  );
}
