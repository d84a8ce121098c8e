import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_AUDIENCES,
  type AdminAnnouncement,
  type AnnouncementAudience,
} from '@incasso/shared/admin';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE_MAX } from '@incasso/shared/notifications';
import { Button } from '#components/ui/button.tsx';
import { inputClasses, TextField } from '#components/ui/text-field.tsx';
import { SelectField } from '#components/ui/select-field.tsx';

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
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [audience, setAudience] = useState<AnnouncementAudience>(initial?.audience ?? 'all');
  const [published, setPublished] = useState(initial?.published ?? false);
  const valid = title.trim() !== '' && content.trim() !== '';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (valid) onSubmit({ title: title.trim(), content: content.trim(), audience, published });
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-3" noValidate>
      <TextField
        label={t('admin.announcementsPage.titleField')}
        value={title}
        maxLength={ANNOUNCEMENT_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
      />
      <label className="block space-y-1.5">
        <span className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('admin.announcementsPage.content')}
        </span>
        <textarea
          className={`${inputClasses} h-28 py-2`}
          value={content}
          maxLength={ANNOUNCEMENT_CONTENT_MAX}
          onChange={(e) => setContent(e.target.value)}
        />
      </label>
      <SelectField
        label={t('admin.announcementsPage.audience')}
        value={audience}
        onChange={(e) => setAudience(e.target.value as AnnouncementAudience)}
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
          checked={published}
          onChange={(e) => setPublished(e.target.checked)}
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
