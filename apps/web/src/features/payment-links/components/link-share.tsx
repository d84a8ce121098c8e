import { embedSnippet, type PaymentLink } from '@incasso/shared/payment-links';
import { useTranslation } from 'react-i18next';
import { CopyableField } from '#components/payments/copyable-field.tsx';
import { PaymentQr } from '#components/payments/payment-qr.tsx';
import { CopyButton } from '#components/ui/copy-button.tsx';

/** Where the link goes: its address to copy, its QR, and the button's snippet for a web page. */
export function LinkShare({ link }: { link: PaymentLink }) {
  const { t } = useTranslation();
  const snippet = embedSnippet(
    window.location.origin,
    link.url,
    t('paymentLinks.share.buttonText'),
  );
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="min-w-0 space-y-4">
        <dl>
          <CopyableField
            label={t('paymentLinks.share.url')}
            value={link.url}
            href={link.url}
            copyLabel={t('paymentLinks.share.copyUrl')}
            copiedLabel={t('paymentLinks.share.copied')}
          />
        </dl>
        <div className="space-y-1.5">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-medium text-slate-700 dark:text-slate-200">
              {t('paymentLinks.share.button')}
            </h3>
            <CopyButton
              value={snippet}
              label={t('paymentLinks.share.copySnippet')}
              copiedLabel={t('paymentLinks.share.copied')}
            />
          </div>
          <pre
            aria-label={t('paymentLinks.share.snippet')}
            className="overflow-x-auto rounded-xl bg-slate-900 p-3 text-xs leading-relaxed text-slate-100"
          >
            <code>{snippet}</code>
          </pre>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('paymentLinks.share.buttonHint')}
          </p>
        </div>
      </div>
      <PaymentQr
        content={link.url}
        label={t('paymentLinks.share.qr', { title: link.title })}
        className="mx-auto"
      />
    </div>
  );
}
