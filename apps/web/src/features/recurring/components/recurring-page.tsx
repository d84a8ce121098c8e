import type { Wallet } from '@incasso/shared/wallets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyListNote, ListPageFrame } from '#components/ui/list-page-frame.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { useSchedule } from '../api/get-schedule';
import { useSchedules } from '../api/get-schedules';
import { ScheduleDetail } from './schedule-detail';
import { ScheduleForm } from './schedule-form';
import { ScheduleList } from './schedule-list';

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'detail' | 'edit'; id: string };

interface RecurringPageProps {
  /** The merchant's wallets (wallets feature, passed in by the route). */
  wallets: Wallet[];
}

function EditSchedule({
  id,
  wallets,
  onDone,
}: {
  id: string;
  wallets: Wallet[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const query = useSchedule(id);
  if (query.isPending) return <SectionLoader />;
  if (query.isError) return <SectionLoadError onRetry={() => void query.refetch()} />;
  return (
    <SectionCard
      title={t('recurring.form.editTitle', { customer: query.data.customerName })}
      description={t('recurring.form.editHint')}
      headingLevel={2}
    >
      <ScheduleForm
        wallets={wallets}
        schedule={query.data}
        onSaved={() => {
          toast.success(t('recurring.form.saved'));
          onDone();
        }}
        onCancel={onDone}
      />
    </SectionCard>
  );
}

/** /dashboard/subscriptions: the schedules, a new one, one's history, its edit form. */
export function RecurringPage({ wallets }: RecurringPageProps) {
  const { t } = useTranslation();
  const schedules = useSchedules();
  const [view, setView] = useState<View>({ kind: 'list' });
  const toList = () => setView({ kind: 'list' });

  function renderView() {
    if (view.kind === 'new') {
      return (
        <SectionCard
          title={t('recurring.form.newTitle')}
          description={t('recurring.form.newHint')}
          headingLevel={2}
        >
          <ScheduleForm
            wallets={wallets}
            onSaved={(schedule) => {
              toast.success(t('recurring.form.created'));
              setView({ kind: 'detail', id: schedule.id });
            }}
            onCancel={toList}
          />
        </SectionCard>
      );
    }
    if (view.kind === 'edit') {
      return (
        <EditSchedule
          id={view.id}
          wallets={wallets}
          onDone={() => setView({ kind: 'detail', id: view.id })}
        />
      );
    }
    if (view.kind === 'detail') {
      return (
        <ScheduleDetail
          id={view.id}
          onBack={toList}
          onEdit={() => setView({ kind: 'edit', id: view.id })}
        />
      );
    }
    if (schedules.isPending) return <SectionLoader />;
    if (schedules.isError) return <SectionLoadError onRetry={() => void schedules.refetch()} />;
    if (schedules.data.length === 0) {
      return <EmptyListNote>{t('recurring.list.empty')}</EmptyListNote>;
    }
    return (
      <ScheduleList schedules={schedules.data} onOpen={(id) => setView({ kind: 'detail', id })} />
    );
  }

  return (
    <ListPageFrame
      title={t('pages.subscriptions')}
      intro={t('recurring.intro')}
      newLabel={t('recurring.new')}
      onNew={() => setView({ kind: 'new' })}
      isList={view.kind === 'list'}
      noWalletText={wallets.length === 0 ? t('recurring.noWallet') : null}
    >
      {renderView()}
    </ListPageFrame>
  );
}
