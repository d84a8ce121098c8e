import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { OtpForm } from './otp-form';

interface TfaDialogProps {
  open: boolean;
  isBusy: boolean;
  onVerify: (code: string) => void;
  onInvalidCode: () => void;
  onClose: () => void;
  /** Offered when the account has passkeys: one answers instead of the code. */
  onPasskey?: () => void;
}

export function TfaDialog({
  open,
  isBusy,
  onVerify,
  onInvalidCode,
  onClose,
  onPasskey,
}: TfaDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('tfa.title')}
      description={t('tfa.description')}
      icon={
        <KeyRound
          aria-hidden
          className="mt-1 size-6 shrink-0 text-indigo-600 dark:text-indigo-400"
        />
      }
    >
      <OtpForm
        label={t('tfa.code')}
        submitLabel={t('tfa.verify')}
        cancelLabel={t('tfa.cancel')}
        isBusy={isBusy}
        onSubmit={onVerify}
        onInvalid={onInvalidCode}
        onCancel={onClose}
      />
      {onPasskey && (
        <Button variant="secondary" className="mt-3 w-full" isBusy={isBusy} onClick={onPasskey}>
          <KeyRound aria-hidden className="size-4" />
          {t('tfa.usePasskey')}
        </Button>
      )}
    </Dialog>
  );
}
