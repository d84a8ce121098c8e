import type { Wallet } from '@incasso/shared/wallets';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { usePaymentLinks } from '../api/get-payment-links';
import { PaymentLinkDetail } from './payment-link-detail';
import { PaymentLinkForm } from './payment-link-form';
import { PaymentLinkList } from './payment-link-list';

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'detail'; id: string };

/** /dashboard/links: the merchant's payment links, a new one, one's page. */
export function PaymentLinksPage({ wallets }: { wallets: Wallet[] }) {
  const { t } = useTranslation();
  const links = usePaymentLinks();
  const [view, setView] = useState<View>({ kind: 'list' });
  const toList = () => setView({ kind: 'list' });

  function renderView() {
    if (view.kind === 'new') {
      return (
        <SectionCard
          title={t('paymentLinks.form.newTitle')}
          description={t('paymentLinks.form.newHint')}
          headingLevel={2}
        >
          <PaymentLinkForm
            wallets={wallets}
            onSaved={(link) => {
              toast.success(t('paymentLinks.form.created'));
              setView({ kind: 'detail', id: link.id });
            }}
            onCancel={toList}
          />
        </SectionCard>
      );
    }
    if (view.kind === 'detail') return <PaymentLinkDetail id={view.id} onBack={toList} />;
    if (links.isPending) return <SectionLoader />;
    if (links.isError) return <SectionLoadError onRetry={() => void links.refetch()} />;
    if (links.data.length === 0) {
      return (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {t('paymentLinks.list.empty')}
        </p>
      );
    }
    return <PaymentLinkList links={links.data} onOpen={(id) => setView({ kind: 'detail', id })} />;
  }

  return (
    <section className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
            {t('pages.paymentLinks')}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('paymentLinks.intro')}</p>
        </div>
        {view.kind === 'list' && (
          <Button onClick={() => setView({ kind: 'new' })} disabled={wallets.length === 0}>
            <Plus aria-hidden className="size-4" />
            {t('paymentLinks.new')}
          </Button>
        )}
      </header>
      {view.kind === 'list' && wallets.length === 0 && (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-300">
          {t('paymentLinks.noWallet')}
        </p>
      )}
      {renderView()}
    </section>
  );
}
