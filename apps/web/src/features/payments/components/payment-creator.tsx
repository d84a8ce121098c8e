import type { Wallet } from '@incasso/shared/wallets';
import { QrCode } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentCreator } from '../hooks/use-payment-creator';
import { LivePaymentRequest } from './live-payment-request';
import { PaymentForm } from './payment-form';

const CARD =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** /dashboard: the form on one side, the request (QR, status, link) on the other. */
export function PaymentCreator({ wallets }: { wallets: Wallet[] }) {
  const { t } = useTranslation();
  const creator = usePaymentCreator(wallets);
  const { request } = creator;
  const requestSection = useRef<HTMLElement>(null);
  const requestHeading = useRef<HTMLHeadingElement>(null);

  // The request is what comes next: focus goes there (a screen reader names it), and on a
  // phone, where it sits below the form, it is brought into view.
  useEffect(() => {
    const section = requestSection.current;
    if (!request || !section) return;
    // A request already paid focuses its own success instead.
    if (!section.contains(document.activeElement)) {
      requestHeading.current?.focus({ preventScroll: true });
    }
    if (section.getBoundingClientRect().top < window.innerHeight / 2) return;
    section.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [request]);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <section aria-labelledby="payment-details" className={CARD}>
        <h2
          id="payment-details"
          className="mb-5 text-base font-semibold text-slate-900 dark:text-white"
        >
          {t('payments.detailsTitle')}
        </h2>
        <PaymentForm creator={creator} />
      </section>
      <section
        ref={requestSection}
        aria-labelledby="payment-request"
        className={`${CARD} scroll-mt-20`}
      >
        <h2
          id="payment-request"
          ref={requestHeading}
          tabIndex={-1}
          className="mb-5 text-base font-semibold text-slate-900 focus:outline-none dark:text-white"
        >
          {t('payments.requestTitle')}
        </h2>
        {request ? (
          <LivePaymentRequest key={request.id} payment={request} onNewRequest={creator.startNew} />
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
            <QrCode aria-hidden className="size-10 text-slate-300 dark:text-slate-600" />
            <p className="max-w-xs text-sm text-slate-500 dark:text-slate-400">
              {t('payments.requestPlaceholder')}
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
