import type { Wallet } from '@incasso/shared/wallets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyListNote, ListPageFrame } from '#components/ui/list-page-frame.tsx';
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
      return <EmptyListNote>{t('paymentLinks.list.empty')}</EmptyListNote>;
    }
    return <PaymentLinkList links={links.data} onOpen={(id) => setView({ kind: 'detail', id })} />;
  }

  return (
    <ListPageFrame
      title={t('pages.paymentLinks')}
      intro={t('paymentLinks.intro')}
      newLabel={t('paymentLinks.new')}
      onNew={() => setView({ kind: 'new' })}
      isList={view.kind === 'list'}
      noWalletText={wallets.length === 0 ? t('paymentLinks.noWallet') : null}
    >
      {renderView()}
    </ListPageFrame>
  );
}
