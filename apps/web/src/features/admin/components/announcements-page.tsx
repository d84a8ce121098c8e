import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAnnouncement } from '@incasso/shared/admin';
import { Button } from '#components/ui/button.tsx';
import { SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useAdminAnnouncements, useChangeAnnouncement } from '../api/admin-announcements';
import { AdminLoadError } from './admin-load-error';
import { AnnouncementForm } from './announcement-form';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';

function AnnouncementItem({ item }: { item: AdminAnnouncement }) {
  const { t } = useTranslation();
  const change = useChangeAnnouncement();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const fail = (error: unknown) =>
    toast.error(errorMessage(t, error, 'admin.announcementsPage.failed'));

  if (editing) {
    return (
      <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <AnnouncementForm
          initial={item}
          isBusy={change.isPending}
          submitLabel={t('admin.announcementsPage.save')}
          onCancel={() => setEditing(false)}
          onSubmit={(patch) =>
            change.mutate(
              { kind: 'update', id: item.id, patch },
              {
                onSuccess: () => {
                  setEditing(false);
                  toast.success(t('admin.announcementsPage.saved'));
                },
                onError: fail,
              },
            )
          }
        />
      </li>
    );
  }
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">{item.title}</h3>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {item.published
            ? t('admin.announcementsPage.published')
            : t('admin.announcementsPage.draft')}
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {t(`admin.announcementsPage.audiences.${item.audience}`)}
        </span>
      </div>
      <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
        {item.content}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          isBusy={change.isPending}
          onClick={() =>
            change.mutate(
              { kind: 'update', id: item.id, patch: { published: !item.published } },
              {
                onSuccess: () => toast.success(t('admin.announcementsPage.saved')),
                onError: fail,
              },
            )
          }
        >
          {item.published
            ? t('admin.announcementsPage.unpublish')
            : t('admin.announcementsPage.publishNow')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
          {t('admin.announcementsPage.edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
          {t('admin.announcementsPage.delete')}
        </Button>
      </div>
      <ConfirmDialog
        cancelLabel={t('admin.cancel')}
        open={deleting}
        onOpenChange={setDeleting}
        title={t('admin.announcementsPage.deleteTitle')}
        description={t('admin.announcementsPage.deleteBody', { title: item.title })}
        confirmLabel={t('admin.announcementsPage.delete')}
        danger
        isBusy={change.isPending}
        onConfirm={() =>
          change.mutate(
            { kind: 'delete', id: item.id },
            {
              onSuccess: () => toast.success(t('admin.announcementsPage.deleted')),
              onError: fail,
              onSettled: () => setDeleting(false),
            },
          )
        }
      />
    </li>
  );
}

/** /admin/announcements: create, edit, publish or withdraw, delete. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const list = useAdminAnnouncements();
  const create = useChangeAnnouncement();
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">
        {t('admin.announcements')}
      </h1>
      <SectionCard
        title={t('admin.announcementsPage.new')}
        description={t('admin.announcementsPage.intro')}
      >
        <AnnouncementForm
          key={formKey}
          isBusy={create.isPending}
          submitLabel={t('admin.announcementsPage.create')}
          onSubmit={(values) =>
            create.mutate(
              { kind: 'create', values },
              {
                onSuccess: () => {
                  setFormKey((key) => key + 1);
                  toast.success(t('admin.announcementsPage.created'));
                },
                onError: (error) =>
                  toast.error(errorMessage(t, error, 'admin.announcementsPage.failed')),
              },
            )
          }
        />
      </SectionCard>
      {list.isPending ? (
        <SectionLoader />
      ) : list.isError ? (
        <AdminLoadError messageKey="loadState.error" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('admin.announcementsPage.empty')}
        </p>
      ) : (
        <ul className="space-y-3" aria-label={t('admin.announcements')}>
          {list.data.map((item) => (
            <AnnouncementItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
