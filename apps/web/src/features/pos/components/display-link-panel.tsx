import type { DisplayLink } from '@incasso/shared/pos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableValue } from '#components/payments/copyable-value.tsx';
import { PaymentQr } from '#components/payments/payment-qr.tsx';
import { Button } from '#components/ui/button.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useCreateDisplayLink, useRevokeDisplayLink } from '../api/display-link';
import { dateTime } from '#lib/format.ts';

/**
 * A second screen for the customer: a short-lived link (and its QR to scan with a tablet) whose
 * public page follows the till's current sale. The link is shown once; revoking ends it.
 */
export function DisplayLinkPanel() {
  const { t } = useTranslation();
  const [link, setLink] = useState<DisplayLink | null>(null);
  const create = useCreateDisplayLink();
  const revoke = useRevokeDisplayLink();
  const fail = (error: unknown) => toast.error(errorMessage(t, error, 'pos.displayFailed'));

  return (
    <section aria-labelledby="pos-display" className="space-y-3">
      <h2 id="pos-display" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('pos.customerDisplay')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('pos.customerDisplayHint')}</p>
      {link ? (
        <div className="space-y-3">
          <PaymentQr content={link.url} label={t('pos.displayQr')} className="max-w-48" />
          <dl>
            <CopyableValue
              label={t('pos.displayLink')}
              value={link.url}
              copyLabel={t('pos.copyDisplayLink')}
              href={link.url}
              hint={t('pos.displayExpires', { time: dateTime(link.expiresAt) })}
            />
          </dl>
          <Button
            variant="danger"
            isBusy={revoke.isPending}
            onClick={() =>
              revoke.mutate(link.id, { onSuccess: () => setLink(null), onError: fail })
            }
          >
            {t('pos.revokeDisplay')}
          </Button>
        </div>
      ) : (
        <Button
          size="lg"
          isBusy={create.isPending}
          onClick={() => create.mutate(undefined, { onSuccess: setLink, onError: fail })}
        >
          {t('pos.openDisplay')}
        </Button>
      )}
    </section>
  );
}
