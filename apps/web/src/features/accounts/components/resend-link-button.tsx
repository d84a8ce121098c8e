import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import type { ButtonVariant } from '#components/ui/button-classes.ts';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useResendVerification } from '../api/resend-verification';

/** Sends a new confirmation link and says so in a toast. */
export function ResendLinkButton({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  function handleClick() {
    resend.mutate(undefined, {
      onSuccess: () => toast.success(t('emailVerification.resent')),
      onError: (error) => toast.error(errorMessage(t, error, 'emailVerification.resendError')),
    });
  }
  return (
    <Button variant={variant} size="sm" onClick={handleClick} isBusy={resend.isPending}>
      {!resend.isPending && <Send aria-hidden className="size-4" />}
      {t('emailVerification.resend')}
    </Button>
  );
}
