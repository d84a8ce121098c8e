import { useTranslation } from 'react-i18next';
import {
  AdminAnnouncementInputSchema,
  ANNOUNCEMENT_AUDIENCES,
  type AdminAnnouncement,
  type AnnouncementAudience,
} from '@incasso/shared/admin';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE_MAX } from '@incasso/shared/notifications';
import { Button } from '#components/ui/button.tsx';
import { inputClasses, TextField } from '#components/ui/text-field.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';

export interface AnnouncementDraft {
  title: string;
  content: string;
  audience: AnnouncementAudience;
  published: boolean;
}

/** Title, content, audience and whether it is published: for a new one or an edit. */
export function AnnouncementForm({
  initial,
  isBusy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: AdminAnnouncement;
  isBusy: boolean;
  submitLabel: string;
  onSubmit: (draft: AnnouncementDraft) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    schema: AdminAnnouncementInputSchema,
    initial: {
      title: initial?.title ?? '',
      content: initial?.content ?? '',
      audience: initial?.audience ?? ('all' as AnnouncementAudience),
      published: initial?.published ?? false,
    },
    // The page sends it and says how it went (the list, a toast).
    onSubmit: (draft) => {
      onSubmit(draft);
      return undefined;
    },
  });
  const { title, content } = form.values;
  const valid = title.trim() !== '' && content.trim() !== '';

  return (
    <form onSubmit={form.handleSubmit} className="space-y-3" noValidate>
      <TextField
        label={t('admin.announcementsPage.titleField')}
        {...form.field('title')}
        maxLength={ANNOUNCEMENT_TITLE_MAX}
      />
      <label className="block space-y-1.5">
        <span className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('admin.announcementsPage.content')}
        </span>
        <textarea
          className={`${inputClasses} h-28 py-2`}
          value={content}
          maxLength={ANNOUNCEMENT_CONTENT_MAX}
          onChange={(e) => form.set({ content: e.target.value })}
        />
      </label>
      <SelectField
        label={t('admin.announcementsPage.audience')}
        value={form.values.audience}
        onChange={(e) => form.set({ audience: e.target.value as AnnouncementAudience })}
      >
        {ANNOUNCEMENT_AUDIENCES.map((value) => (
          <option key={value} value={value}>
            {t(`admin.announcementsPage.audiences.${value}`)}
          </option>
        ))}
      </SelectField>
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          checked={form.values.published}
          onChange={(e) => form.set({ published: e.target.checked })}
        />
        {t('admin.announcementsPage.publish')}
      </label>
      <div className="flex gap-2">
        <Button type="submit" isBusy={isBusy} disabled={!valid}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('admin.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
