import { EMAIL_MAX } from '@incasso/shared/accounts/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#i18n/index.ts';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useEmailReceipt } from '../api/email-receipt';

/** Optional: the receipt to the buyer's email address. */
export function ReceiptEmailForm({ saleId }: { saleId: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const sending = useEmailReceipt();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    sending.mutate(
      { saleId, email, locale: currentLanguage() },
      {
        onSuccess: () => {
          toast.success(t('pos.receiptSent'));
          setEmail('');
        },
        onError: (error) => toast.error(errorMessage(t, error, 'pos.receiptFailed')),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="flex items-end gap-2 print:hidden">
      <TextField
        className="flex-1"
        label={t('pos.receiptEmail')}
        type="email"
        autoComplete="off"
        required
        maxLength={EMAIL_MAX}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="secondary" size="lg" isBusy={sending.isPending}>
        {t('pos.sendReceipt')}
      </Button>
    </form>
  );
}
