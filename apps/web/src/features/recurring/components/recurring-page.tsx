import type { Wallet } from '@incasso/shared/wallets';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
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
      return (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {t('recurring.list.empty')}
        </p>
      );
    }
    return (
      <ScheduleList schedules={schedules.data} onOpen={(id) => setView({ kind: 'detail', id })} />
    );
  }

  return (
    <section className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
            {t('pages.subscriptions')}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('recurring.intro')}</p>
        </div>
        {view.kind === 'list' && (
          <Button onClick={() => setView({ kind: 'new' })} disabled={wallets.length === 0}>
            <Plus aria-hidden className="size-4" />
            {t('recurring.new')}
          </Button>
        )}
      </header>
      {view.kind === 'list' && wallets.length === 0 && (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-300">
          {t('recurring.noWallet')}
        </p>
      )}
      {renderView()}
    </section>
  );
}
